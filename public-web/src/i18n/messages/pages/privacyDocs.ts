/**
 * The terms of use (#terms) and the privacy policy (#privacy), Russian and Uzbek side by side:
 * the privacy page's catalogue area `privacyDocs` (keys `privacyDocs.<key>`), loaded with the page.
 *
 * Each section has a title and a text: paragraphs separated by a blank line, list items are
 * lines starting with "- ". Square brackets mark what the operator must fill in before
 * publication (name, address, registry number, contacts, dates).
 */
export const ru = {
  'terms.general.title': '1. Общие положения',
  'terms.general.text': `1.1. Настоящее Пользовательское соглашение (далее — «Соглашение») регулирует отношения между {operatorParty} (далее — «Оператор»), и любым лицом, использующим платформу «Хашар» по адресу {site} и её мобильные приложения (далее — «Платформа»).

1.2. Регистрируясь на Платформе или иным образом используя её, Пользователь подтверждает, что ознакомился с Соглашением и Политикой конфиденциальности, понимает их и принимает в полном объёме. Если Пользователь не согласен с условиями, он должен прекратить использование Платформы.

1.3. Соглашение составлено в соответствии с законодательством Республики Узбекистан, в том числе Гражданским кодексом Республики Узбекистан, законами Республики Узбекистан «Об информатизации» и «О персональных данных», а также законодательством о волонтёрской деятельности.

1.4. Использование Платформы бесплатно, если прямо не указано иное.`,
  'terms.definitions.title': '2. Термины',
  'terms.definitions.text': `- «Пользователь» — физическое лицо, достигшее 14 лет, или представитель юридического лица, зарегистрировавшиеся на Платформе.
- «Волонтёр» — Пользователь, добровольно и безвозмездно участвующий в общественно полезной деятельности, в том числе pro bono волонтёр, выполняющий задачи с использованием профессиональных навыков.
- «Организация» — юридическое лицо (некоммерческая, государственная или иная организация), размещающее на Платформе события, проекты, задачи и вакансии.
- «Бизнес-партнёр» — коммерческая организация или индивидуальный предприниматель, поддерживающие деятельность Платформы и её участников.
- «Инициативная группа» — объединение волонтёров, зарегистрированное на Платформе под руководством лидера.
- «Материалы» — тексты, изображения, документы и иная информация, размещаемые Пользователями на Платформе.`,
  'terms.account.title': '3. Регистрация и учётная запись',
  'terms.account.text': `3.1. Для доступа к функциям Платформы Пользователь создаёт учётную запись, указывая адрес электронной почты, пароль, имя или наименование, регион и тип аккаунта, и подтверждает регистрацию по ссылке из письма.

3.2. Пользователь обязуется указывать достоверные и актуальные сведения. Волонтёры и организации могут проходить проверку (верификацию) с предоставлением документов; при недостоверности сведений Оператор вправе отказать в проверке или приостановить её.

3.3. Регистрация лиц в возрасте от 14 до 18 лет допускается только с согласия родителей или иных законных представителей. Лица младше 14 лет не вправе регистрироваться на Платформе.

3.4. Пользователь отвечает за сохранность пароля и за все действия, совершённые с использованием его учётной записи. О несанкционированном доступе к учётной записи Пользователь незамедлительно сообщает Оператору.

3.5. Одно лицо вправе иметь только одну учётную запись каждого типа. Передача учётной записи третьим лицам запрещена.`,
  'terms.participation.title': '4. Правила участия',
  'terms.participation.text': `4.1. Волонтёры откликаются на события, проекты, задачи и вакансии добровольно. Участие в мероприятии не порождает трудовых отношений между Волонтёром и Организацией или Оператором, если стороны письменно не договорились об ином.

4.2. Организация, разместившая мероприятие, самостоятельно отвечает за его законность, безопасность участников, достоверность описания, инструктаж и соблюдение требований к участию несовершеннолетних.

4.3. Часы волонтёрской деятельности учитываются на Платформе только после их подтверждения Организацией или лидером инициативной группы, проводившими мероприятие.

4.4. Пользователю запрещается:
- размещать заведомо ложную информацию, выдавать себя за другое лицо или организацию;
- собирать денежные средства или иное имущество от имени Платформы без письменного согласия Оператора;
- размещать материалы, нарушающие законодательство Республики Узбекистан, права и законные интересы третьих лиц, в том числе персональные данные других лиц без их согласия;
- размещать рекламу и спам, распространять вредоносный код, пытаться получить несанкционированный доступ к Платформе или нарушить её работу;
- собирать информацию с Платформы автоматизированными средствами.`,
  'terms.content.title': '5. Материалы и модерация',
  'terms.content.text': `5.1. События, проекты, задачи, публикации и инициативные группы публикуются после проверки модератором. Оператор вправе с указанием причины отказать в публикации, потребовать исправлений или удалить материал, нарушающий Соглашение.

5.2. Размещая материалы, Пользователь подтверждает, что обладает необходимыми правами на них, и предоставляет Оператору безвозмездную неисключительную лицензию на их воспроизведение и показ на Платформе, в её мобильных приложениях и официальных аккаунтах в социальных сетях на срок размещения материала.

5.3. Объявления о пропавших людях и животных размещаются только с согласия заявителя; при необходимости Оператор вправе запросить подтверждение полномочий.`,
  'terms.points.title': '6. Баллы, бонусы и реферальная программа',
  'terms.points.text': `6.1. За подтверждённые часы волонтёрства, выполненные задачи и приглашение друзей Пользователю начисляются баллы. Баллы не являются денежными средствами, не обмениваются на деньги и не передаются другим Пользователям.

6.2. Баллы могут быть обменены на бонусы партнёров в порядке и на условиях, опубликованных на Платформе. За предоставление бонуса отвечает партнёр.

6.3. Оператор вправе аннулировать баллы, начисленные в результате злоупотреблений, в том числе фиктивных регистраций по реферальной ссылке.`,
  'terms.liability.title': '7. Ответственность',
  'terms.liability.text': `7.1. Платформа предоставляется «как есть». Оператор принимает разумные меры для её бесперебойной работы, но не гарантирует отсутствие перерывов и ошибок.

7.2. Оператор не является организатором мероприятий, размещаемых Организациями и инициативными группами, и, за исключением случаев, предусмотренных законодательством, не отвечает за их проведение, действия участников и ущерб, причинённый в ходе мероприятий.

7.3. Оператор вправе приостановить или заблокировать учётную запись Пользователя, нарушившего Соглашение, уведомив его по электронной почте.`,
  'terms.ip.title': '8. Интеллектуальная собственность',
  'terms.ip.text': `8.1. Программное обеспечение, дизайн, логотипы и товарные знаки Платформы принадлежат Оператору или его лицензиарам. Их использование без письменного разрешения не допускается.`,
  'terms.changes.title': '9. Изменение Соглашения и споры',
  'terms.changes.text': `9.1. Оператор вправе изменять Соглашение. Новая редакция вступает в силу с момента публикации на этой странице; о существенных изменениях зарегистрированные Пользователи уведомляются по электронной почте не менее чем за 10 дней. Продолжение использования Платформы означает согласие с новой редакцией.

9.2. К Соглашению применяется право Республики Узбекистан. Споры разрешаются путём переговоров, а при недостижении согласия — в суде по месту нахождения Оператора в соответствии с законодательством Республики Узбекистан.`,
  'terms.contacts.title': '10. Контакты',
  'terms.contacts.text': `{operatorDetails}

{supportEmail}`,
  'privacy.general.title': '1. Общие положения',
  'privacy.general.text': `1.1. Настоящая Политика определяет порядок обработки и защиты персональных данных пользователей платформы «Хашар» (далее — «Платформа») и разработана в соответствии с Законом Республики Узбекистан «О персональных данных» от 2 июля 2019 года № ЗРУ-547 (далее — «Закон») и иными актами законодательства.

1.2. Собственником и оператором баз персональных данных Платформы является {operatorOwner} (далее — «Оператор»). Базы персональных данных Платформы зарегистрированы в Государственном реестре баз персональных данных в порядке, установленном законодательством.

1.3. Политика распространяется на все персональные данные, которые Оператор получает от Пользователя при использовании Платформы и её мобильных приложений.`,
  'privacy.data.title': '2. Какие данные мы обрабатываем',
  'privacy.data.text': `2.1. Данные учётной записи: адрес электронной почты, хеш пароля (сам пароль не хранится), имя и фамилия или наименование организации, регион, тип аккаунта, выбранные категории pro bono, реферальный код, язык интерфейса.

2.2. Данные профиля волонтёра, которые Пользователь указывает по желанию: фамилия, имя, отчество, дата рождения, пол, регион проживания, гражданство, номер телефона, фотография, сведения о себе, образование, владение языками, навыки, опыт работы, сертификаты и курсы, размеры одежды (для выдачи формы).

2.3. Данные для проверки (верификации) волонтёра: серия и номер паспорта, адрес постоянной регистрации и адрес фактического проживания, идентификационный номер налогоплательщика (ИНН), копия паспорта и (или) документа о регистрации.

2.4. Сведения о состоянии здоровья (наличие медицинской книжки, вид и группа инвалидности, сведения о вакцинации) обрабатываются только с отдельного письменного, в том числе электронного, согласия Пользователя и только когда это необходимо для участия в конкретном мероприятии или для обеспечения доступной среды.

2.5. Данные организаций: наименование, дата регистрации, ИНН, Ф. И. О. руководителя и контактного лица, юридический адрес, телефоны, адрес электронной почты, сайт, документы и иные сведения, которые организация размещает о себе.

2.6. Данные об активности: отклики и заявки, участие в мероприятиях, подтверждённые часы, баллы и бонусы, отзывы, комментарии, избранное, друзья, уведомления.

2.7. Технические данные: IP-адрес, сведения о браузере и устройстве, дата и время запросов, файлы cookie, журналы безопасности.`,
  'privacy.purposes.title': '3. Цели обработки',
  'privacy.purposes.text': `3.1. Оператор обрабатывает персональные данные для следующих целей:
- регистрация, идентификация и авторизация Пользователя, восстановление доступа;
- предоставление функций Платформы: отклики на события, проекты, задачи и вакансии, учёт часов волонтёрства, начисление баллов и бонусов;
- передача организатору мероприятия сведений, необходимых для участия Пользователя;
- проверка (верификация) волонтёров и организаций;
- модерация материалов, предотвращение мошенничества и злоупотреблений, обеспечение безопасности;
- направление служебных уведомлений (подтверждение регистрации, восстановление пароля, решения модераторов), а с отдельного согласия — информационных рассылок;
- составление обезличенной статистики о волонтёрской деятельности;
- исполнение требований законодательства Республики Узбекистан.

3.2. Оператор не обрабатывает персональные данные в целях, несовместимых с перечисленными, и не принимает решений, порождающих для Пользователя юридические последствия, исключительно на основе автоматизированной обработки.`,
  'privacy.bases.title': '4. Правовые основания',
  'privacy.bases.text': `4.1. Основанием обработки является согласие субъекта персональных данных, которое Пользователь даёт при регистрации, отмечая соответствующее поле формы, а для сведений о здоровье и данных для проверки — отдельно при их предоставлении.

4.2. Обработка без согласия допускается в случаях, предусмотренных Законом, в том числе для исполнения договора (настоящего Пользовательского соглашения), стороной которого является Пользователь, и для исполнения обязанностей, возложенных на Оператора законодательством.

4.3. Согласие может быть отозвано в любой момент способом, указанным в разделе «Контакты». Отзыв согласия не влияет на законность обработки, осуществлённой до отзыва, но может сделать невозможным дальнейшее использование Платформы.`,
  'privacy.storage.title': '5. Хранение и локализация',
  'privacy.storage.text': `5.1. В соответствии со статьёй 27¹ Закона сбор, систематизация и хранение персональных данных граждан Республики Узбекистан осуществляются в базах персональных данных на технических средствах (серверах), физически размещённых на территории Республики Узбекистан и зарегистрированных в Государственном реестре баз персональных данных.

5.2. Сроки хранения:
- данные учётной записи и профиля — в течение срока действия учётной записи и одного года после её удаления для разрешения возможных споров, после чего они удаляются или обезличиваются;
- данные для проверки и копии документов — до завершения проверки и не дольше срока действия учётной записи;
- сведения о подтверждённых часах волонтёрства — в течение срока действия учётной записи, в обезличенном виде — для статистики;
- журналы безопасности и технические данные — не более 12 месяцев;
- сведения, хранение которых требуется по закону, — в течение установленного законом срока.`,
  'privacy.sharing.title': '6. Передача третьим лицам',
  'privacy.sharing.text': `6.1. Оператор не продаёт персональные данные. Данные передаются только:
- организатору мероприятия, проекта, задачи или вакансии, на которые откликнулся Пользователь, — в объёме, необходимом для участия (имя, контакты, сведения, запрошенные в заявке);
- лицам, оказывающим Оператору услуги хостинга, отправки электронной почты и технической поддержки, — на основании договора, обязывающего их соблюдать конфиденциальность и хранить данные на территории Республики Узбекистан;
- государственным органам — в случаях и порядке, предусмотренных законодательством.

6.2. Трансграничная передача персональных данных осуществляется только в государства, обеспечивающие надлежащую защиту прав субъектов персональных данных, либо с согласия Пользователя. Если на Платформе включена проверка Google reCAPTCHA, сведения об устройстве и IP-адрес передаются Google LLC в объёме, необходимом для защиты от автоматических регистраций.

6.3. Публичный профиль (имя, фотография, регион, навыки, отзывы и достижения) виден другим Пользователям в объёме, заданном в настройках профиля. Данные для проверки и сведения о здоровье никогда не публикуются.`,
  'privacy.cookies.title': '7. Файлы cookie',
  'privacy.cookies.text': `7.1. Платформа использует только необходимые файлы cookie:
- jwt-token — хранит ключ доступа после входа, чтобы Пользователь оставался авторизованным; удаляется при выходе или по истечении срока действия ключа;
- i18n_redirected — запоминает выбранный язык интерфейса; срок хранения — 365 дней.

7.2. Рекламные и аналитические файлы cookie третьих лиц не используются. Если включена проверка Google reCAPTCHA, Google может устанавливать собственные файлы cookie. Пользователь может удалить файлы cookie в настройках браузера; без файла jwt-token вход на Платформу невозможен.`,
  'privacy.security.title': '8. Защита данных',
  'privacy.security.text': `8.1. Оператор принимает правовые, организационные и технические меры для защиты персональных данных от неправомерного доступа, изменения, распространения и уничтожения: шифрование соединения (HTTPS), хранение паролей только в виде криптографического хеша, разграничение доступа сотрудников, журналирование действий, резервное копирование.

8.2. Доступ к данным для проверки имеют только уполномоченные сотрудники Оператора (модераторы), обязанные сохранять их конфиденциальность.

8.3. Об утечке персональных данных, создающей угрозу правам Пользователей, Оператор уведомляет уполномоченный государственный орган и затронутых Пользователей в порядке, установленном законодательством.`,
  'privacy.rights.title': '9. Права субъекта персональных данных',
  'privacy.rights.text': `9.1. В соответствии с Законом Пользователь вправе:
- знать о наличии у Оператора своих персональных данных, их составе, целях и сроках обработки;
- получать доступ к своим персональным данным и их копию;
- требовать уточнения, блокирования или уничтожения неполных, устаревших, недостоверных или незаконно полученных данных;
- отозвать согласие на обработку персональных данных;
- удалить учётную запись;
- обжаловать действия Оператора в уполномоченный государственный орган в области персональных данных или в суд.

9.2. Запросы направляются по адресу, указанному в разделе «Контакты». Оператор отвечает в сроки, установленные законодательством.`,
  'privacy.minors.title': '10. Несовершеннолетние',
  'privacy.minors.text': `10.1. Платформой могут пользоваться лица, достигшие 14 лет. Регистрация и обработка персональных данных лиц в возрасте от 14 до 18 лет осуществляются с согласия родителя или иного законного представителя, которое Оператор вправе запросить в письменной форме.

10.2. Если Оператору станет известно о регистрации лица младше 14 лет или о регистрации несовершеннолетнего без необходимого согласия, учётная запись будет удалена вместе с персональными данными.`,
  'privacy.changes.title': '11. Изменение Политики',
  'privacy.changes.text': `11.1. Оператор вправе изменять Политику. Действующая редакция с датой вступления в силу всегда доступна на этой странице; о существенных изменениях Пользователи уведомляются по электронной почте.`,
  'privacy.contacts.title': '12. Контакты',
  'privacy.contacts.text': `{operatorDetails}

Обработку персональных данных организует ответственное лицо, назначенное Оператором.

{privacyEmail}`,
} as const;

export type LegalTextKey = keyof typeof ru;

export const uz: { readonly [K in LegalTextKey]: string } = {
  'terms.general.title': '1. Umumiy qoidalar',
  'terms.general.text': `1.1. Ushbu Foydalanuvchi kelishuvi (keyingi o'rinlarda — «Kelishuv») {operatorParty} (keyingi o'rinlarda — «Operator») bilan {site} manzilidagi «Hashar» platformasi va uning mobil ilovalaridan (keyingi o'rinlarda — «Platforma») foydalanuvchi har qanday shaxs o'rtasidagi munosabatlarni tartibga soladi.

1.2. Platformada ro'yxatdan o'tish yoki undan boshqa tarzda foydalanish orqali Foydalanuvchi Kelishuv va Maxfiylik siyosati bilan tanishganini, ularni tushunganini va to'liq qabul qilganini tasdiqlaydi. Agar Foydalanuvchi shartlarga rozi bo'lmasa, Platformadan foydalanishni to'xtatishi lozim.

1.3. Kelishuv O'zbekiston Respublikasi qonunchiligiga, jumladan O'zbekiston Respublikasining Fuqarolik kodeksi, «Axborotlashtirish to'g'risida»gi va «Shaxsga doir ma'lumotlar to'g'risida»gi qonunlari hamda ko'ngillilik faoliyati to'g'risidagi qonunchilikka muvofiq tuzilgan.

1.4. Agar boshqacha aniq ko'rsatilmagan bo'lsa, Platformadan foydalanish bepul.`,
  'terms.definitions.title': '2. Atamalar',
  'terms.definitions.text': `- «Foydalanuvchi» — Platformada ro'yxatdan o'tgan, 14 yoshga to'lgan jismoniy shaxs yoki yuridik shaxs vakili.
- «Ko'ngilli» — ijtimoiy foydali faoliyatda ixtiyoriy va beg'araz ishtirok etuvchi Foydalanuvchi, shu jumladan kasbiy ko'nikmalari yordamida vazifalarni bajaruvchi pro bono ko'ngilli.
- «Tashkilot» — Platformada tadbirlar, loyihalar, vazifalar va vakansiyalarni joylashtiruvchi yuridik shaxs (nodavlat notijorat, davlat yoki boshqa tashkilot).
- «Biznes-hamkor» — Platforma va uning ishtirokchilari faoliyatini qo'llab-quvvatlovchi tijorat tashkiloti yoki yakka tartibdagi tadbirkor.
- «Tashabbuskor guruh» — Platformada yetakchi rahbarligida ro'yxatdan o'tgan ko'ngillilar birlashmasi.
- «Materiallar» — Foydalanuvchilar Platformada joylashtiradigan matnlar, tasvirlar, hujjatlar va boshqa axborot.`,
  'terms.account.title': "3. Ro'yxatdan o'tish va hisob qaydnomasi",
  'terms.account.text': `3.1. Platforma imkoniyatlaridan foydalanish uchun Foydalanuvchi elektron pochta manzili, parol, ism yoki nom, hudud va akkaunt turini ko'rsatib hisob qaydnomasini yaratadi hamda xatdagi havola orqali ro'yxatdan o'tishni tasdiqlaydi.

3.2. Foydalanuvchi ishonchli va dolzarb ma'lumotlarni ko'rsatish majburiyatini oladi. Ko'ngillilar va tashkilotlar hujjatlar taqdim etgan holda tekshiruvdan (verifikatsiyadan) o'tishlari mumkin; ma'lumotlar ishonchsiz bo'lsa, Operator tekshiruvni rad etish yoki to'xtatib turish huquqiga ega.

3.3. 14 yoshdan 18 yoshgacha bo'lgan shaxslar faqat ota-onasi yoki boshqa qonuniy vakillarining roziligi bilan ro'yxatdan o'tishlari mumkin. 14 yoshga to'lmagan shaxslar Platformada ro'yxatdan o'ta olmaydi.

3.4. Foydalanuvchi parolning saqlanishi va hisob qaydnomasidan foydalangan holda amalga oshirilgan barcha harakatlar uchun javobgardir. Hisob qaydnomasiga ruxsatsiz kirilgani haqida Foydalanuvchi Operatorga darhol xabar beradi.

3.5. Bir shaxs har bir turdagi faqat bitta hisob qaydnomasiga ega bo'lishi mumkin. Hisob qaydnomasini uchinchi shaxslarga berish taqiqlanadi.`,
  'terms.participation.title': '4. Ishtirok etish qoidalari',
  'terms.participation.text': `4.1. Ko'ngillilar tadbirlar, loyihalar, vazifalar va vakansiyalarga ixtiyoriy ravishda ariza beradilar. Agar tomonlar yozma ravishda boshqacha kelishmagan bo'lsa, tadbirda ishtirok etish Ko'ngilli bilan Tashkilot yoki Operator o'rtasida mehnat munosabatlarini vujudga keltirmaydi.

4.2. Tadbirni joylashtirgan Tashkilot uning qonuniyligi, ishtirokchilar xavfsizligi, tavsifning ishonchliligi, yo'riqnoma berish va voyaga yetmaganlarning ishtirokiga qo'yiladigan talablarga rioya etilishi uchun mustaqil javob beradi.

4.3. Ko'ngillilik faoliyati soatlari faqat tadbirni o'tkazgan Tashkilot yoki tashabbuskor guruh yetakchisi tomonidan tasdiqlangandan keyin Platformada hisobga olinadi.

4.4. Foydalanuvchiga quyidagilar taqiqlanadi:
- bila turib yolg'on ma'lumot joylashtirish, o'zini boshqa shaxs yoki tashkilot sifatida ko'rsatish;
- Operatorning yozma roziligisiz Platforma nomidan pul mablag'lari yoki boshqa mol-mulk yig'ish;
- O'zbekiston Respublikasi qonunchiligini, uchinchi shaxslarning huquq va qonuniy manfaatlarini buzuvchi materiallarni, shu jumladan boshqa shaxslarning shaxsga doir ma'lumotlarini ularning roziligisiz joylashtirish;
- reklama va spam joylashtirish, zararli kod tarqatish, Platformaga ruxsatsiz kirishga urinish yoki uning ishini buzish;
- Platformadan avtomatlashtirilgan vositalar yordamida ma'lumot yig'ish.`,
  'terms.content.title': '5. Materiallar va moderatsiya',
  'terms.content.text': `5.1. Tadbirlar, loyihalar, vazifalar, nashrlar va tashabbuskor guruhlar moderator tekshiruvidan so'ng e'lon qilinadi. Operator Kelishuvni buzuvchi materialni sababini ko'rsatgan holda e'lon qilishni rad etish, tuzatishni talab qilish yoki o'chirish huquqiga ega.

5.2. Materiallarni joylashtirish orqali Foydalanuvchi ularga zarur huquqlarga ega ekanligini tasdiqlaydi va Operatorga material joylashtirilgan muddat davomida ularni Platformada, uning mobil ilovalarida va ijtimoiy tarmoqlardagi rasmiy sahifalarida takrorlash va namoyish etish uchun beg'araz noeksklyuziv litsenziya beradi.

5.3. Bedarak yo'qolgan odamlar va hayvonlar haqidagi e'lonlar faqat arizachining roziligi bilan joylashtiriladi; zarur hollarda Operator vakolatlarni tasdiqlovchi hujjatni so'rashi mumkin.`,
  'terms.points.title': '6. Ballar, bonuslar va referal dasturi',
  'terms.points.text': `6.1. Tasdiqlangan ko'ngillilik soatlari, bajarilgan vazifalar va do'stlarni taklif qilganlik uchun Foydalanuvchiga ballar beriladi. Ballar pul mablag'i hisoblanmaydi, pulga almashtirilmaydi va boshqa Foydalanuvchilarga o'tkazilmaydi.

6.2. Ballar Platformada e'lon qilingan tartib va shartlarda hamkorlarning bonuslariga almashtirilishi mumkin. Bonusni taqdim etish uchun hamkor javobgardir.

6.3. Operator suiiste'mol natijasida, shu jumladan referal havola orqali soxta ro'yxatdan o'tishlar natijasida berilgan ballarni bekor qilish huquqiga ega.`,
  'terms.liability.title': '7. Javobgarlik',
  'terms.liability.text': `7.1. Platforma «boricha» taqdim etiladi. Operator uning uzluksiz ishlashi uchun oqilona choralar ko'radi, biroq uzilishlar va xatolar bo'lmasligini kafolatlamaydi.

7.2. Operator Tashkilotlar va tashabbuskor guruhlar joylashtiradigan tadbirlarning tashkilotchisi emas va qonunchilikda nazarda tutilgan hollar bundan mustasno, ularning o'tkazilishi, ishtirokchilarning harakatlari hamda tadbirlar davomida yetkazilgan zarar uchun javob bermaydi.

7.3. Operator Kelishuvni buzgan Foydalanuvchining hisob qaydnomasini unga elektron pochta orqali xabar bergan holda to'xtatib turish yoki bloklash huquqiga ega.`,
  'terms.ip.title': '8. Intellektual mulk',
  'terms.ip.text': `8.1. Platformaning dasturiy ta'minoti, dizayni, logotiplari va tovar belgilari Operatorga yoki uning litsenziarlariga tegishli. Ulardan yozma ruxsatsiz foydalanishga yo'l qo'yilmaydi.`,
  'terms.changes.title': "9. Kelishuvni o'zgartirish va nizolar",
  'terms.changes.text': `9.1. Operator Kelishuvni o'zgartirish huquqiga ega. Yangi tahrir ushbu sahifada e'lon qilingan paytdan boshlab kuchga kiradi; muhim o'zgarishlar haqida ro'yxatdan o'tgan Foydalanuvchilar kamida 10 kun oldin elektron pochta orqali xabardor qilinadi. Platformadan foydalanishni davom ettirish yangi tahrirga rozilikni bildiradi.

9.2. Kelishuvga O'zbekiston Respublikasining huquqi qo'llaniladi. Nizolar muzokaralar yo'li bilan, kelishuvga erishilmagan taqdirda esa O'zbekiston Respublikasi qonunchiligiga muvofiq Operator joylashgan yerdagi sudda hal qilinadi.`,
  'terms.contacts.title': '10. Aloqa',
  'terms.contacts.text': `{operatorDetails}

{supportEmail}`,
  'privacy.general.title': '1. Umumiy qoidalar',
  'privacy.general.text': `1.1. Ushbu Siyosat «Hashar» platformasi (keyingi o'rinlarda — «Platforma») foydalanuvchilarining shaxsga doir ma'lumotlarini qayta ishlash va himoya qilish tartibini belgilaydi hamda O'zbekiston Respublikasining 2019-yil 2-iyuldagi «Shaxsga doir ma'lumotlar to'g'risida»gi O'RQ-547-son Qonuni (keyingi o'rinlarda — «Qonun») va boshqa qonunchilik hujjatlariga muvofiq ishlab chiqilgan.

1.2. Platformaning shaxsga doir ma'lumotlar bazalari mulkdori va operatori {operatorOwner} (keyingi o'rinlarda — «Operator») hisoblanadi. Platformaning shaxsga doir ma'lumotlar bazalari Shaxsga doir ma'lumotlar bazalari davlat reyestrida qonunchilikda belgilangan tartibda ro'yxatdan o'tkazilgan.

1.3. Siyosat Operator Foydalanuvchidan Platforma va uning mobil ilovalaridan foydalanish jarayonida oladigan barcha shaxsga doir ma'lumotlarga nisbatan qo'llaniladi.`,
  'privacy.data.title': "2. Qanday ma'lumotlarni qayta ishlaymiz",
  'privacy.data.text': `2.1. Hisob qaydnomasi ma'lumotlari: elektron pochta manzili, parol xeshi (parolning o'zi saqlanmaydi), ism va familiya yoki tashkilot nomi, hudud, akkaunt turi, tanlangan pro bono toifalari, referal kod, interfeys tili.

2.2. Foydalanuvchi o'z xohishiga ko'ra ko'rsatadigan ko'ngilli profili ma'lumotlari: familiya, ism, otasining ismi, tug'ilgan sana, jinsi, yashash hududi, fuqaroligi, telefon raqami, surati, o'zi haqidagi ma'lumotlar, ma'lumoti, tillarni bilishi, ko'nikmalari, ish tajribasi, sertifikatlar va kurslar, kiyim o'lchamlari (forma berish uchun).

2.3. Ko'ngillini tekshirish (verifikatsiya) uchun ma'lumotlar: pasport seriyasi va raqami, doimiy ro'yxatdan o'tgan manzili va haqiqiy yashash manzili, soliq to'lovchining identifikatsiya raqami (STIR), pasport va (yoki) ro'yxatdan o'tganlik hujjatining nusxasi.

2.4. Sog'liq holati to'g'risidagi ma'lumotlar (tibbiy daftarcha mavjudligi, nogironlik turi va guruhi, emlash haqidagi ma'lumotlar) faqat Foydalanuvchining alohida yozma, shu jumladan elektron roziligi bilan va faqat muayyan tadbirda ishtirok etish yoki qulay muhitni ta'minlash uchun zarur bo'lgan hollarda qayta ishlanadi.

2.5. Tashkilotlar ma'lumotlari: nomi, ro'yxatdan o'tgan sanasi, STIR, rahbar va aloqa uchun mas'ul shaxsning F. I. Sh., yuridik manzili, telefonlari, elektron pochta manzili, veb-sayti, hujjatlari va tashkilot o'zi haqida joylashtiradigan boshqa ma'lumotlar.

2.6. Faollik ma'lumotlari: arizalar, tadbirlarda ishtirok etish, tasdiqlangan soatlar, ballar va bonuslar, sharhlar, izohlar, saralanganlar, do'stlar, bildirishnomalar.

2.7. Texnik ma'lumotlar: IP-manzil, brauzer va qurilma haqidagi ma'lumotlar, so'rovlar sanasi va vaqti, cookie fayllari, xavfsizlik jurnallari.`,
  'privacy.purposes.title': '3. Qayta ishlash maqsadlari',
  'privacy.purposes.text': `3.1. Operator shaxsga doir ma'lumotlarni quyidagi maqsadlarda qayta ishlaydi:
- Foydalanuvchini ro'yxatdan o'tkazish, identifikatsiya va avtorizatsiya qilish, kirish huquqini tiklash;
- Platforma imkoniyatlarini taqdim etish: tadbirlar, loyihalar, vazifalar va vakansiyalarga ariza berish, ko'ngillilik soatlarini hisobga olish, ballar va bonuslar berish;
- tadbir tashkilotchisiga Foydalanuvchining ishtiroki uchun zarur ma'lumotlarni berish;
- ko'ngillilar va tashkilotlarni tekshirish (verifikatsiya qilish);
- materiallarni moderatsiya qilish, firibgarlik va suiiste'molning oldini olish, xavfsizlikni ta'minlash;
- xizmat bildirishnomalarini (ro'yxatdan o'tishni tasdiqlash, parolni tiklash, moderatorlar qarorlari), alohida rozilik bilan esa axborot xabarlarini yuborish;
- ko'ngillilik faoliyati to'g'risida shaxsni aniqlab bo'lmaydigan statistika tuzish;
- O'zbekiston Respublikasi qonunchiligi talablarini bajarish.

3.2. Operator shaxsga doir ma'lumotlarni sanab o'tilgan maqsadlarga mos kelmaydigan maqsadlarda qayta ishlamaydi va Foydalanuvchi uchun huquqiy oqibatlar keltirib chiqaradigan qarorlarni faqat avtomatlashtirilgan qayta ishlash asosida qabul qilmaydi.`,
  'privacy.bases.title': '4. Huquqiy asoslar',
  'privacy.bases.text': `4.1. Qayta ishlash uchun asos — shaxsga doir ma'lumotlar subyektining roziligi bo'lib, Foydalanuvchi uni ro'yxatdan o'tishda shaklning tegishli maydonini belgilash orqali, sog'liq to'g'risidagi ma'lumotlar va tekshiruv ma'lumotlari uchun esa ularni taqdim etishda alohida beradi.

4.2. Qonunda nazarda tutilgan hollarda, shu jumladan Foydalanuvchi tarafi bo'lgan shartnomani (ushbu Foydalanuvchi kelishuvini) bajarish hamda qonunchilikda Operatorga yuklangan majburiyatlarni bajarish uchun roziliksiz qayta ishlashga yo'l qo'yiladi.

4.3. Rozilik «Aloqa» bo'limida ko'rsatilgan usulda istalgan vaqtda qaytarib olinishi mumkin. Rozilikni qaytarib olish undan oldin amalga oshirilgan qayta ishlashning qonuniyligiga ta'sir qilmaydi, biroq Platformadan keyingi foydalanishni imkonsiz qilishi mumkin.`,
  'privacy.storage.title': '5. Saqlash va mahalliylashtirish',
  'privacy.storage.text': `5.1. Qonunning 27¹-moddasiga muvofiq O'zbekiston Respublikasi fuqarolarining shaxsga doir ma'lumotlarini to'plash, tizimlashtirish va saqlash O'zbekiston Respublikasi hududida jismonan joylashgan va Shaxsga doir ma'lumotlar bazalari davlat reyestrida ro'yxatdan o'tkazilgan texnik vositalardagi (serverlardagi) shaxsga doir ma'lumotlar bazalarida amalga oshiriladi.

5.2. Saqlash muddatlari:
- hisob qaydnomasi va profil ma'lumotlari — hisob qaydnomasi amal qilgan davrda va u o'chirilgandan keyin yuzaga kelishi mumkin bo'lgan nizolarni hal qilish uchun bir yil davomida, shundan so'ng ular o'chiriladi yoki shaxsni aniqlab bo'lmaydigan holga keltiriladi;
- tekshiruv ma'lumotlari va hujjatlar nusxalari — tekshiruv yakunlangunga qadar va hisob qaydnomasi amal qilish muddatidan oshmagan holda;
- tasdiqlangan ko'ngillilik soatlari to'g'risidagi ma'lumotlar — hisob qaydnomasi amal qilgan davrda, shaxsni aniqlab bo'lmaydigan ko'rinishda esa statistika uchun;
- xavfsizlik jurnallari va texnik ma'lumotlar — 12 oydan ko'p bo'lmagan muddatda;
- saqlanishi qonun bilan talab qilinadigan ma'lumotlar — qonunda belgilangan muddat davomida.`,
  'privacy.sharing.title': '6. Uchinchi shaxslarga berish',
  'privacy.sharing.text': `6.1. Operator shaxsga doir ma'lumotlarni sotmaydi. Ma'lumotlar faqat quyidagilarga beriladi:
- Foydalanuvchi ariza bergan tadbir, loyiha, vazifa yoki vakansiya tashkilotchisiga — ishtirok etish uchun zarur hajmda (ism, aloqa ma'lumotlari, arizada so'ralgan ma'lumotlar);
- Operatorga xosting, elektron pochta yuborish va texnik qo'llab-quvvatlash xizmatlarini ko'rsatuvchi shaxslarga — ularni maxfiylikka rioya qilishga va ma'lumotlarni O'zbekiston Respublikasi hududida saqlashga majbur qiluvchi shartnoma asosida;
- davlat organlariga — qonunchilikda nazarda tutilgan hollarda va tartibda.

6.2. Shaxsga doir ma'lumotlarni transchegaraviy uzatish faqat shaxsga doir ma'lumotlar subyektlarining huquqlarini lozim darajada himoya qilishni ta'minlaydigan davlatlarga yoki Foydalanuvchining roziligi bilan amalga oshiriladi. Agar Platformada Google reCAPTCHA tekshiruvi yoqilgan bo'lsa, qurilma haqidagi ma'lumotlar va IP-manzil avtomatik ro'yxatdan o'tishlardan himoyalanish uchun zarur hajmda Google LLC kompaniyasiga uzatiladi.

6.3. Ommaviy profil (ism, surat, hudud, ko'nikmalar, sharhlar va yutuqlar) boshqa Foydalanuvchilarga profil sozlamalarida belgilangan hajmda ko'rinadi. Tekshiruv ma'lumotlari va sog'liq to'g'risidagi ma'lumotlar hech qachon e'lon qilinmaydi.`,
  'privacy.cookies.title': '7. Cookie fayllari',
  'privacy.cookies.text': `7.1. Platforma faqat zarur cookie fayllaridan foydalanadi:
- jwt-token — Foydalanuvchi avtorizatsiyadan o'tgan holda qolishi uchun kirishdan keyin kirish kalitini saqlaydi; chiqishda yoki kalitning amal qilish muddati tugaganda o'chiriladi;
- i18n_redirected — tanlangan interfeys tilini eslab qoladi; saqlash muddati — 365 kun.

7.2. Uchinchi shaxslarning reklama va tahliliy cookie fayllaridan foydalanilmaydi. Agar Google reCAPTCHA tekshiruvi yoqilgan bo'lsa, Google o'z cookie fayllarini o'rnatishi mumkin. Foydalanuvchi cookie fayllarini brauzer sozlamalarida o'chirishi mumkin; jwt-token faylisiz Platformaga kirish imkonsiz.`,
  'privacy.security.title': "8. Ma'lumotlarni himoya qilish",
  'privacy.security.text': `8.1. Operator shaxsga doir ma'lumotlarni g'ayriqonuniy kirish, o'zgartirish, tarqatish va yo'q qilishdan himoya qilish uchun huquqiy, tashkiliy va texnik choralar ko'radi: ulanishni shifrlash (HTTPS), parollarni faqat kriptografik xesh ko'rinishida saqlash, xodimlarning kirish huquqlarini chegaralash, harakatlarni jurnalga yozish, zaxira nusxalash.

8.2. Tekshiruv ma'lumotlaridan faqat ularning maxfiyligini saqlashga majbur bo'lgan Operatorning vakolatli xodimlari (moderatorlar) foydalana oladi.

8.3. Foydalanuvchilar huquqlariga tahdid soluvchi shaxsga doir ma'lumotlar sizib chiqqan taqdirda Operator bu haqda vakolatli davlat organini va zarar ko'rgan Foydalanuvchilarni qonunchilikda belgilangan tartibda xabardor qiladi.`,
  'privacy.rights.title': "9. Shaxsga doir ma'lumotlar subyektining huquqlari",
  'privacy.rights.text': `9.1. Qonunga muvofiq Foydalanuvchi quyidagi huquqlarga ega:
- Operatorda o'zining shaxsga doir ma'lumotlari mavjudligi, ularning tarkibi, qayta ishlash maqsadlari va muddatlari haqida bilish;
- o'zining shaxsga doir ma'lumotlaridan foydalanish va ularning nusxasini olish;
- to'liq bo'lmagan, eskirgan, ishonchsiz yoki qonunga xilof ravishda olingan ma'lumotlarni aniqlashtirish, bloklash yoki yo'q qilishni talab qilish;
- shaxsga doir ma'lumotlarni qayta ishlashga berilgan rozilikni qaytarib olish;
- hisob qaydnomasini o'chirish;
- Operatorning harakatlari ustidan shaxsga doir ma'lumotlar sohasidagi vakolatli davlat organiga yoki sudga shikoyat qilish.

9.2. So'rovlar «Aloqa» bo'limida ko'rsatilgan manzilga yuboriladi. Operator qonunchilikda belgilangan muddatlarda javob beradi.`,
  'privacy.minors.title': '10. Voyaga yetmaganlar',
  'privacy.minors.text': `10.1. Platformadan 14 yoshga to'lgan shaxslar foydalanishi mumkin. 14 yoshdan 18 yoshgacha bo'lgan shaxslarni ro'yxatdan o'tkazish va ularning shaxsga doir ma'lumotlarini qayta ishlash ota-onasi yoki boshqa qonuniy vakilining roziligi bilan amalga oshiriladi; Operator bu rozilikni yozma shaklda so'rashi mumkin.

10.2. Agar Operatorga 14 yoshga to'lmagan shaxs yoki zarur roziliksiz voyaga yetmagan shaxs ro'yxatdan o'tgani ma'lum bo'lsa, hisob qaydnomasi shaxsga doir ma'lumotlar bilan birga o'chiriladi.`,
  'privacy.changes.title': "11. Siyosatni o'zgartirish",
  'privacy.changes.text': `11.1. Operator Siyosatni o'zgartirish huquqiga ega. Amaldagi tahrir kuchga kirish sanasi bilan doimo ushbu sahifada mavjud; muhim o'zgarishlar haqida Foydalanuvchilar elektron pochta orqali xabardor qilinadi.`,
  'privacy.contacts.title': '12. Aloqa',
  'privacy.contacts.text': `{operatorDetails}

Shaxsga doir ma'lumotlarni qayta ishlashni Operator tayinlagan mas'ul shaxs tashkil etadi.

{privacyEmail}`,
};
