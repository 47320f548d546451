/** About us: the long texts, loaded with the page. ru is the reference; uz has the same keys. */
export const ru = {
  title: 'О нас',
  lead: 'Хашар — давняя узбекская традиция: соседи собираются, чтобы вместе построить дом, убрать махаллю или помочь тем, кому сейчас трудно. Платформа «Хашар» переносит эту традицию в интернет и соединяет людей, готовых помогать, с организациями и инициативами, которым нужна помощь.',
  missionTitle: 'Наша миссия',
  missionText:
    'Сделать волонтёрство в Узбекистане простым, заметным и ценным. Чтобы любой человек за несколько минут находил доброе дело рядом с домом, а некоммерческие организации и инициативные группы — собирали команду и показывали, чего добились вместе.',
  offerTitle: 'Что есть на платформе',
  offer1:
    'Мероприятия и проекты некоммерческих организаций, учреждений и инициативных групп — по 17 направлениям: от помощи детям и пожилым до экологии и поиска пропавших.',
  offer2:
    'Задачи pro bono: юристы, дизайнеры, программисты, бухгалтеры и другие специалисты помогают организациям своими профессиональными навыками.',
  offer3: 'Вакансии и стажировки в некоммерческом секторе.',
  offer4: 'Профиль волонтёра: подтверждённые организаторами часы, баллы, отзывы и история участия — готовое портфолио добрых дел.',
  offer5: 'Инструменты для организаций: публикации, приём заявок, смены с ограничением мест, подтверждение часов и CRM.',
  offer6: 'Новости и публикации о волонтёрстве и гражданском обществе.',
  audienceTitle: 'Для кого мы работаем',
  audienceText:
    'Для волонтёров и специалистов pro bono, для стажёров, которые ищут первый опыт, для организаций и инициативных групп, которым нужны руки и знания, и для бизнеса, который хочет поддерживать добрые дела не на словах.',
  principlesTitle: 'Наши принципы',
  principle1Title: 'Проверенные публикации',
  principle1Text: 'Каждое мероприятие, проект и задача проходят модерацию, прежде чем их увидят волонтёры.',
  principle2Title: 'Честный учёт',
  principle2Text: 'Волонтёрские часы подтверждает организатор — поэтому им можно доверять.',
  principle3Title: 'Бережное отношение к данным',
  principle3Text: 'Мы собираем только то, что нужно для работы платформы, и объясняем, зачем, в политике конфиденциальности.',
  principle4Title: 'На двух языках',
  principle4Text: 'Платформа работает на русском и узбекском языках, чтобы помогать мог каждый.',
  contactTitle: 'Связаться с нами',
  contactText:
    'Вопросы, предложения и идеи для сотрудничества присылайте по контактам, указанным внизу страницы. Мы читаем каждое сообщение.',
} as const;

export const uz: { readonly [K in keyof typeof ru]: string } = {
  title: 'Biz haqimizda',
  lead: "Hashar — qadimiy o'zbek an'anasi: qo'shnilar birgalikda uy qurish, mahallani obodonlashtirish yoki qiyin ahvolda qolganlarga yordam berish uchun yig'iladi. «Hashar» platformasi bu an'anani internetga olib kiradi va yordam berishga tayyor insonlarni yordamga muhtoj tashkilot va tashabbuslar bilan bog'laydi.",
  missionTitle: 'Bizning maqsadimiz',
  missionText:
    "O'zbekistonda ko'ngillilikni oddiy, ko'zga ko'rinadigan va qadrli qilish. Har bir inson bir necha daqiqada uyiga yaqin joyda xayrli ish topa olishi, notijorat tashkilotlar va tashabbuskor guruhlar esa jamoa to'plab, birgalikda nimaga erishganini ko'rsata olishi uchun.",
  offerTitle: 'Platformada nimalar bor',
  offer1:
    "Notijorat tashkilotlar, muassasalar va tashabbuskor guruhlarning 17 yo'nalish bo'yicha tadbir va loyihalari: bolalar va keksalarga yordamdan tortib ekologiya va bedarak yo'qolganlarni qidirishgacha.",
  offer2:
    "Pro bono vazifalar: huquqshunoslar, dizaynerlar, dasturchilar, buxgalterlar va boshqa mutaxassislar tashkilotlarga o'z kasbiy ko'nikmalari bilan yordam beradi.",
  offer3: 'Notijorat sektoridagi vakansiyalar va amaliyotlar.',
  offer4:
    "Ko'ngilli profili: tashkilotchilar tasdiqlagan soatlar, ballar, sharhlar va ishtirok tarixi — xayrli ishlarning tayyor portfoliosi.",
  offer5:
    "Tashkilotlar uchun vositalar: e'lonlar, arizalarni qabul qilish, o'rinlar soni cheklangan smenalar, soatlarni tasdiqlash va CRM.",
  offer6: "Ko'ngillilik va fuqarolik jamiyati haqidagi yangiliklar va maqolalar.",
  audienceTitle: 'Biz kimlar uchun ishlaymiz',
  audienceText:
    "Ko'ngillilar va pro bono mutaxassislar uchun, birinchi tajribani izlayotgan stajyorlar uchun, qo'l va bilimga muhtoj tashkilot va tashabbuskor guruhlar uchun hamda xayrli ishlarni so'zda emas, amalda qo'llab-quvvatlashni istagan biznes uchun.",
  principlesTitle: 'Bizning tamoyillarimiz',
  principle1Title: "Tekshirilgan e'lonlar",
  principle1Text: "Har bir tadbir, loyiha va vazifa ko'ngillilarga ko'rsatilishidan oldin moderatsiyadan o'tadi.",
  principle2Title: 'Halol hisob',
  principle2Text: "Ko'ngillilik soatlarini tashkilotchi tasdiqlaydi — shuning uchun ularga ishonish mumkin.",
  principle3Title: "Ma'lumotlarga ehtiyotkorlik",
  principle3Text:
    "Biz faqat platforma ishlashi uchun zarur bo'lgan ma'lumotlarni yig'amiz va nima uchunligini maxfiylik siyosatida tushuntiramiz.",
  principle4Title: 'Ikki tilda',
  principle4Text: "Har kim yordam bera olishi uchun platforma rus va o'zbek tillarida ishlaydi.",
  contactTitle: "Biz bilan bog'lanish",
  contactText:
    "Savollar, takliflar va hamkorlik g'oyalarini sahifa pastida ko'rsatilgan aloqa ma'lumotlari orqali yuboring. Biz har bir xabarni o'qiymiz.",
};
