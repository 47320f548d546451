/** Instruction: how to use the platform, by kind of account. ru is the reference; uz has the same keys. */
export const ru = {
  title: 'Инструкция',
  contents: 'Содержание',
  lead: 'Как пользоваться «Хашаром»: коротко и по шагам для волонтёров, организаций и инициативных групп.',
  note: 'Некоторые разделы платформы ещё открываются — в меню они отмечены «скоро». Инструкция описывает, как всё будет работать, когда они появятся.',
  volunteersTitle: 'Волонтёрам',
  volunteers1:
    'Зарегистрируйтесь. Выберите тип аккаунта «Волонтёр» или «Pro bono волонтёр», если хотите помогать профессиональными навыками (можно выбрать до трёх категорий). Укажите регион и подтвердите почту по ссылке из письма.',
  volunteers2: 'Заполните профиль: расскажите о себе, навыках и языках. Организаторам так проще понять, кого они приглашают.',
  volunteers3:
    'Найдите дело по душе: мероприятия, проекты, вакансии и стажировки можно выбирать по направлениям и регионам. Задачи pro bono могут выполнять только pro bono волонтёры.',
  volunteers4: 'Подайте заявку. Организатор примет или отклонит её — статус заявки виден в профиле, а о решении придёт уведомление.',
  volunteers5:
    'Участвуйте. После мероприятия организатор подтверждает ваши часы: за каждый подтверждённый час начисляется 10 баллов. Баллы можно обменять на бонусы партнёров.',
  volunteers6:
    'Приглашайте друзей по своей реферальной ссылке: когда друг впервые примет участие и его часы подтвердят, вы получите 50 баллов.',
  orgsTitle: 'Организациям',
  orgs1:
    'Зарегистрируйтесь с типом аккаунта «Организация» и заполните данные: название, ИНН (9 цифр), ФИО руководителя, юридический адрес и контакты. Администраторы проверят организацию.',
  orgs2:
    'Публикуйте мероприятия, проекты, задачи pro bono и вакансии. Каждая публикация проходит модерацию и появляется на сайте после одобрения; о решении вы получите уведомление.',
  orgs3: 'Для мероприятий создавайте смены с ограниченным числом мест — волонтёры записываются на удобное время.',
  orgs4:
    'Принимайте или отклоняйте заявки волонтёров, а после мероприятия подтверждайте их часы. Подтверждённые часы — основа честного учёта и баллов волонтёров.',
  orgs5: 'Ведите свою работу в CRM организации: заявки, волонтёры, публикации и отчёты в одном месте.',
  groupsTitle: 'Инициативным группам',
  groups1: 'Инициативную группу создаёт волонтёр: в меню профиля выберите «Стать организацией» и заполните заявку на регистрацию группы.',
  groups2: 'Пригласите в группу друзей с платформы — участники увидят приглашение в своём профиле.',
  groups3:
    'После одобрения группа становится активной. Её лидер может публиковать проекты, задачи, вакансии и предложения о посещении, а также подтверждать часы участников.',
  othersTitle: 'Бизнесу и стажёрам',
  others1: 'Бизнес-аккаунт может стать партнёром платформы: в меню профиля выберите «Стать партнёром». Подробнее — на странице «Партнёры».',
  others2: 'Стажёры находят стажировки и вакансии в некоммерческом секторе и откликаются на них так же, как волонтёры.',
  helpTitle: 'Если что-то не получается',
  help1: 'Забыли пароль — нажмите «Забыли пароль?» на странице входа, и мы пришлём ссылку для создания нового.',
  help2: 'Не пришло письмо — проверьте папку «Спам» и правильность адреса почты.',
  help3: 'Остались вопросы — напишите нам по контактам внизу страницы.',
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
  title: "Yo'riqnoma",
  contents: 'Mundarija',
  lead: "«Hashar»dan qanday foydalanish kerak: ko'ngillilar, tashkilotlar va tashabbuskor guruhlar uchun qisqa va bosqichma-bosqich.",
  note: "Platformaning ayrim bo'limlari hali ochilmoqda — menyuda ular «tez orada» deb belgilangan. Yo'riqnomada ular paydo bo'lgach hammasi qanday ishlashi tasvirlangan.",
  volunteersTitle: "Ko'ngillilarga",
  volunteers1:
    "Ro'yxatdan o'ting. «Ko'ngilli» akkaunt turini yoki kasbiy ko'nikmalaringiz bilan yordam bermoqchi bo'lsangiz, «Pro bono ko'ngilli»ni tanlang (uchtagacha toifa tanlash mumkin). Hududingizni ko'rsating va xatdagi havola orqali pochtangizni tasdiqlang.",
  volunteers2:
    "Profilingizni to'ldiring: o'zingiz, ko'nikmalaringiz va biladigan tillaringiz haqida yozing. Shunda tashkilotchilar kimni taklif qilayotganini yaxshiroq tushunadi.",
  volunteers3:
    "Ko'nglingizga yoqqan ishni toping: tadbirlar, loyihalar, vakansiyalar va amaliyotlarni yo'nalish va hududlar bo'yicha tanlash mumkin. Pro bono vazifalarni faqat pro bono ko'ngillilar bajara oladi.",
  volunteers4:
    "Ariza yuboring. Tashkilotchi uni qabul qiladi yoki rad etadi — ariza holati profilingizda ko'rinadi, qaror haqida esa bildirishnoma keladi.",
  volunteers5:
    "Ishtirok eting. Tadbirdan so'ng tashkilotchi soatlaringizni tasdiqlaydi: har bir tasdiqlangan soat uchun 10 ball beriladi. Ballarni hamkorlarning bonuslariga almashtirish mumkin.",
  volunteers6:
    "Do'stlaringizni shaxsiy referal havolangiz orqali taklif qiling: do'stingiz birinchi marta ishtirok etib, uning soatlari tasdiqlansa, siz 50 ball olasiz.",
  orgsTitle: 'Tashkilotlarga',
  orgs1:
    "«Tashkilot» akkaunt turi bilan ro'yxatdan o'ting va ma'lumotlarni to'ldiring: nomi, STIR (9 ta raqam), rahbarning F.I.Sh., yuridik manzil va aloqa ma'lumotlari. Administratorlar tashkilotni tekshiradi.",
  orgs2:
    "Tadbirlar, loyihalar, pro bono vazifalar va vakansiyalarni e'lon qiling. Har bir e'lon moderatsiyadan o'tadi va tasdiqlangandan keyin saytda paydo bo'ladi; qaror haqida sizga bildirishnoma keladi.",
  orgs3: "Tadbirlar uchun o'rinlar soni cheklangan smenalar yarating — ko'ngillilar o'zlariga qulay vaqtga yoziladi.",
  orgs4:
    "Ko'ngillilarning arizalarini qabul qiling yoki rad eting, tadbirdan so'ng esa ularning soatlarini tasdiqlang. Tasdiqlangan soatlar — halol hisob va ko'ngillilar ballarining asosi.",
  orgs5: "Ishingizni tashkilot CRM tizimida yuriting: arizalar, ko'ngillilar, e'lonlar va hisobotlar bir joyda.",
  groupsTitle: 'Tashabbuskor guruhlarga',
  groups1:
    "Tashabbuskor guruhni ko'ngilli yaratadi: profil menyusida «Tashkilot bo'lish»ni tanlang va guruhni ro'yxatdan o'tkazish uchun arizani to'ldiring.",
  groups2: "Guruhga platformadagi do'stlaringizni taklif qiling — ishtirokchilar taklifni o'z profilida ko'radi.",
  groups3:
    "Tasdiqlangandan so'ng guruh faol bo'ladi. Uning yetakchisi loyihalar, vazifalar, vakansiyalar va tashrif takliflarini e'lon qilishi hamda ishtirokchilarning soatlarini tasdiqlashi mumkin.",
  othersTitle: 'Biznes va stajyorlarga',
  others1:
    "Biznes akkaunti platforma hamkori bo'lishi mumkin: profil menyusida «Hamkor bo'lish»ni tanlang. Batafsil — «Hamkorlar» sahifasida.",
  others2: "Stajyorlar notijorat sektoridagi amaliyot va vakansiyalarni topadi va ularga ko'ngillilar kabi ariza beradi.",
  helpTitle: 'Agar nimadir chiqmasa',
  help1:
    'Parolni unutdingizmi — kirish sahifasida «Parolni unutdingizmi?» tugmasini bosing, biz yangi parol yaratish uchun havola yuboramiz.',
  help2: "Xat kelmadimi — «Spam» jildini va pochta manzili to'g'riligini tekshiring.",
  help3: "Savollaringiz qoldimi — sahifa pastidagi aloqa ma'lumotlari orqali bizga yozing.",
};
