import type { MessagesLike } from "#shared/translator.ts";
import type { AlertsMessages } from "./de.ts";

export const alerts: MessagesLike<AlertsMessages> = {
  toSearch: "Spre căutarea de locuri de muncă",
  "confirm.title": "Confirmă alerta de locuri de muncă",
  "confirm.intro": "Încă un clic și primești pe e-mail locurile de muncă noi care ți se potrivesc.",
  "confirm.heading": "Alerta ta",
  "confirm.busy": "Se confirmă …",
  "confirm.notYours": {
    one: "Nu ai creat nicio alertă? Atunci închide pur și simplu această pagină – fără confirmarea ta nu îți trimitem nimic, iar alerta se șterge după {count} zi.",
    few: "Nu ai creat nicio alertă? Atunci închide pur și simplu această pagină – fără confirmarea ta nu îți trimitem nimic, iar alerta se șterge după {count} zile.",
    other:
      "Nu ai creat nicio alertă? Atunci închide pur și simplu această pagină – fără confirmarea ta nu îți trimitem nimic, iar alerta se șterge după {count} de zile.",
  },
  "confirmed.title": "Alertă confirmată",
  "confirmed.heading": "Gata!",
  "confirmed.text":
    "Alerta ta este confirmată. De acum primești pe e-mail locurile de muncă noi care ți se potrivesc.",
  "confirmed.alreadyHeading": "Deja rezolvat",
  "confirmed.alreadyText": "Alerta ta este deja confirmată. Nu mai trebuie să faci nimic.",
  "confirmed.hint":
    "Îți poți modifica, întrerupe sau șterge alertele oricând – și prin linkul din fiecare e-mail de la noi.",
  "confirmed.manage": "Gestionează alertele",
  "unknown.heading": "Acest link nu funcționează",
  "unknown.text":
    "Acest link nu este valid sau a expirat. Poate că alerta a fost ștearsă sau nu a fost confirmată în termen de 7 zile.",
  "unknown.unsubscribe":
    "Acest link nu este valid sau a expirat. Poate că alerta a fost ștearsă sau nu a fost confirmată în termen de 7 zile. Oricum, nu mai primești e-mailuri pentru această alertă.",
  "unknown.hint":
    "Creează pur și simplu o alertă nouă din căutarea de locuri de muncă – durează doar o clipă.",
  "unsubscribe.title": "Dezabonare de la alertă",
  "unsubscribe.intro": "Nu vei mai primi e-mailuri pentru această alertă.",
  "unsubscribe.heading": "Această alertă va fi ștearsă",
  "unsubscribe.busy": "Se face dezabonarea …",
  "unsubscribe.button": "Dezabonează-mă",
  "unsubscribed.title": "Dezabonare reușită",
  "unsubscribed.heading": "Gata",
  "unsubscribed.text": "Te-ai dezabonat: nu mai primești e-mailuri pentru această alertă.",
  "unsubscribed.hint":
    "Alerta a fost ștearsă. Poți crea oricând una nouă din căutarea de locuri de muncă.",
  "manage.title": "Alertele tale",
  "manage.intro":
    "Toate alertele pentru adresa ta de e-mail. Modificările se aplică de la următorul e-mail.",
  "manage.none":
    "Nu mai ai nicio alertă. Nu îți mai trimitem e-mailuri despre locuri de muncă noi.",
  "manage.unconfirmed": "Încă neconfirmată – te rugăm să dai clic pe linkul din e-mailul nostru.",
  "manage.paused": "Întreruptă – nu îți trimitem e-mailuri.",
  "manage.active": "Activă",
  "manage.howOften": "Cât de des vrei să primești e-mailuri?",
  "manage.daily": "Zilnic",
  "manage.weekly": "Săptămânal (lunea)",
  "manage.results": "Vezi locurile de muncă potrivite",
  "manage.pause": "Întrerupe",
  "manage.resume": "Reia",
  "manage.delete": "Șterge",
  "manage.deleteTitle": "Ștergi alerta?",
  "manage.deleteConfirm": "Șterge definitiv",
  "manage.cancel": "Anulează",
  "manage.deleteText":
    "Ștergem alerta „{title}” împreună cu tot ce am salvat pentru ea. Nu vei mai primi e-mailuri pentru această alertă.",
  "manage.nowDaily": "De acum primești e-mailuri zilnic.",
  "manage.nowWeekly": "De acum primești un e-mail pe săptămână (lunea).",
  "manage.nowPaused": "Alerta este întreruptă: nu îți trimitem e-mailuri până nu o reiei.",
  "manage.nowResumed": "Alerta funcționează din nou.",
  "manage.deleted": "Alerta a fost ștearsă.",
  "problem.failed": "Nu a funcționat. Te rugăm să încerci din nou.",
};
