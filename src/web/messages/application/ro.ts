import type { MessagesLike } from "#shared/translator.ts";
import type { ApplicationMessages } from "./de.ts";

export const application: MessagesLike<ApplicationMessages> = {
  title: "Aplicarea ta",
  intro: "pentru {job} la {company}",
  "state.heading": "Stadiul",
  "state.job": "Postul",
  "state.company": "Firma",
  "state.sent": "Trimisă pe",
  "state.status": "Status",
  "status.neu": "Primită – angajatorul nu s-a ocupat încă de ea.",
  "status.in_pruefung": "În analiză – angajatorul se uită la aplicarea ta.",
  "status.gespraech": "Interviu – angajatorul vrea să te cunoască și te va contacta.",
  "status.zusage": "Acceptată – felicitări!",
  "status.absage": "Respinsă – de data aceasta, din păcate, nu a mers.",
  "data.heading": "Datele tale",
  "data.name": "Nume",
  "data.email": "E-mail",
  "data.phone": "Telefon",
  "data.message": "Mesaj",
  "data.cv": "CV",
  "data.attachments": "Atașamente",
  "deletion.heading": "Când o ștergem",
  "deletion.until":
    "Ștergem aplicarea ta cu toate fișierele cel târziu pe {date} – automat, nu trebuie să faci nimic.",
  "deletion.later":
    "Ștergem aplicarea ta cu toate fișierele automat, după ce trece perioada de păstrare de la decizia angajatorului sau de la sfârșitul anunțului.",
  "deletion.more": "Mai multe în {link}.",
  "deletion.privacy": "politica de confidențialitate",
  "withdraw.button": "Retrage aplicarea",
  "withdraw.question": "Retragi aplicarea?",
  "withdraw.text":
    "Aplicarea ta va fi ștearsă imediat, cu toate fișierele, iar {company} nu o va mai vedea. Pasul acesta nu poate fi anulat.",
  "withdraw.confirm": "Da, retrage",
  "withdraw.cancel": "Anulează",
  "withdraw.failed": "Nu a mers. Te rugăm să încerci din nou.",
  "withdrawn.title": "Aplicare retrasă",
  "withdrawn.heading": "Gata",
  "withdrawn.message": "Aplicarea ta a fost retrasă și ștearsă cu toate fișierele.",
  "withdrawn.text":
    "{company} nu mai vede aplicarea ta pentru {job}. Linkul din e-mail nu mai duce nicăieri.",
  "withdrawn.findJobs": "Găsește alte locuri de muncă",
  "unknown.heading": "Acest link nu funcționează",
  "unknown.message":
    "Această aplicare nu (mai) există. Poate ai retras-o sau a fost ștearsă după ce a trecut perioada de păstrare.",
  "unknown.search": "Spre căutarea de locuri de muncă",
};
