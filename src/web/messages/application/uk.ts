import type { MessagesLike } from "#shared/translator.ts";
import type { ApplicationMessages } from "./de.ts";

export const application: MessagesLike<ApplicationMessages> = {
  title: "Твоя заявка",
  intro: "на вакансію {job} у {company}",
  "state.heading": "Стан",
  "state.job": "Вакансія",
  "state.company": "Компанія",
  "state.sent": "Надіслано",
  "state.status": "Статус",
  "status.neu": "Отримано – роботодавець ще не розглядав її.",
  "status.in_pruefung": "На розгляді – роботодавець переглядає твою заявку.",
  "status.gespraech": "Співбесіда – роботодавець хоче з тобою познайомитися і зв’яжеться з тобою.",
  "status.zusage": "Прийнято – щиро вітаємо!",
  "status.absage": "Відмова – цього разу, на жаль, не вийшло.",
  "data.heading": "Твої дані",
  "data.name": "Ім’я та прізвище",
  "data.email": "Електронна пошта",
  "data.phone": "Телефон",
  "data.message": "Повідомлення",
  "data.cv": "Резюме",
  "data.attachments": "Вкладення",
  "deletion.heading": "Коли ми її видалимо",
  "deletion.until":
    "Ми видалимо твою заявку разом з усіма файлами не пізніше {date} – автоматично, тобі нічого не треба робити.",
  "deletion.later":
    "Ми автоматично видалимо твою заявку разом з усіма файлами, щойно після рішення роботодавця або завершення оголошення мине строк зберігання.",
  "deletion.more": "Докладніше – у {link}.",
  "deletion.privacy": "політиці конфіденційності",
  "withdraw.button": "Відкликати заявку",
  "withdraw.question": "Відкликати заявку?",
  "withdraw.text":
    "Твою заявку буде одразу видалено разом з усіма файлами, і {company} більше її не бачитиме. Скасувати це неможливо.",
  "withdraw.confirm": "Так, відкликати",
  "withdraw.cancel": "Скасувати",
  "withdraw.failed": "Не вдалося. Спробуй ще раз.",
  "withdrawn.title": "Заявку відкликано",
  "withdrawn.heading": "Готово",
  "withdrawn.message": "Твою заявку відкликано й видалено разом з усіма файлами.",
  "withdrawn.text":
    "{company} більше не бачить твоєї заявки на вакансію {job}. Посилання з листа тепер нікуди не веде.",
  "withdrawn.findJobs": "Знайти інші вакансії",
  "unknown.heading": "Це посилання не працює",
  "unknown.message":
    "Такої заявки (вже) немає. Можливо, її відкликано або видалено після завершення строку зберігання.",
  "unknown.search": "До пошуку вакансій",
};
