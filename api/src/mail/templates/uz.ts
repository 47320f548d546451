import type { LocaleTemplates } from './types';

const greet = (name: string) => (name.trim() ? `Assalomu alaykum, ${name.trim()}!` : 'Assalomu alaykum!');

/** Uzbek mail (Latin script); the type forces the same templates as Russian. */
export const uz: LocaleTemplates = {
  brand: 'Hashar',
  linkHint: 'Agar tugma ochilmasa, havolani nusxalab, brauzerning manzil satriga joylashtiring:',
  signature: 'Hurmat bilan, Hashar jamoasi',
  footer: 'Bu xat avtomatik tarzda yuborildi, unga javob yozish shart emas.',
  templates: {
    activation: ({ name, link }) => ({
      subject: 'Elektron pochta manzilingizni tasdiqlang — Hashar',
      greeting: greet(name),
      paragraphs: [
        "Hashar platformasida ro'yxatdan o'tganingiz uchun rahmat!",
        'Hisobingizni faollashtirish uchun, iltimos, elektron pochta manzilingizni tasdiqlang.',
      ],
      action: { label: 'Manzilni tasdiqlash', url: link },
      notes: [
        'Havola 48 soat davomida amal qiladi.',
        "Agar siz Hashar platformasida ro'yxatdan o'tmagan bo'lsangiz, bu xatga e'tibor bermang.",
      ],
    }),
    recovery: ({ name, link }) => ({
      subject: 'Parolni tiklash — Hashar',
      greeting: greet(name),
      paragraphs: [
        "Hashar platformasidagi hisobingiz parolini tiklash bo'yicha so'rov oldik.",
        "Yangi parol o'rnatish uchun quyidagi tugmani bosing.",
      ],
      action: { label: "Yangi parol o'rnatish", url: link },
      notes: [
        'Havola 1 soat davomida amal qiladi va faqat bir marta ishlatilishi mumkin.',
        "Agar siz parolni tiklashni so'ramagan bo'lsangiz, bu xatga e'tibor bermang: parolingiz o'zgarmaydi.",
      ],
    }),
    password_changed: ({ name }) => ({
      subject: "Parolingiz o'zgartirildi — Hashar",
      greeting: greet(name),
      paragraphs: [
        "Hashar platformasidagi hisobingiz paroli muvaffaqiyatli o'zgartirildi.",
        "Agar buni siz qilgan bo'lsangiz, boshqa hech narsa qilish shart emas.",
      ],
      notes: [
        "Agar parolni siz o'zgartirmagan bo'lsangiz, zudlik bilan kirishni tiklang: kirish sahifasida «Parolni unutdingizmi?» tugmasini bosing va xatdagi ko'rsatmalarga amal qiling.",
      ],
    }),
    notification: ({ name, subject, body, link, linkLabel, actions }) => ({
      subject: `${subject} — Hashar`,
      greeting: greet(name),
      paragraphs: body
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean),
      ...(link ? { action: { label: linkLabel ?? 'Hasharda ochish', url: link } } : {}),
      ...(actions?.length ? { links: actions } : {}),
      notes: [],
    }),
  },
};
