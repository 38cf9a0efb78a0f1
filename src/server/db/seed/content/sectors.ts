import type { SeedSector } from "./types.ts";

export const sectors: SeedSector[] = [
  {
    slug: "landwirtschaft",
    name: {
      de: "Landwirtschaft",
      en: "Agriculture",
      pl: "Rolnictwo",
      ro: "Agricultură",
      uk: "Сільське господарство",
    },
    intro: {
      de: "Du suchst einen Job in der Landwirtschaft? Hier findest du Stellen auf Ackerbau-, Milchvieh- und Gemischtbetrieben – von der Ausbildung zum Landwirt über Saisonarbeit in der Ernte bis zur Festanstellung als Betriebsleiter. Stell deine Suche nach Region und Umkreis ein und entdecke Betriebe, die genau dich suchen.",
      en: "Looking for a job in agriculture? Here you'll find positions on arable, dairy and mixed farms – from an apprenticeship as a farmer and seasonal harvest work to a permanent job as farm manager.",
      pl: "Szukasz pracy w rolnictwie? Tutaj znajdziesz oferty z gospodarstw rolnych, mlecznych i mieszanych – od praktyki zawodowej i pracy sezonowej przy żniwach po stały etat kierownika gospodarstwa.",
      ro: "Cauți un loc de muncă în agricultură? Aici găsești posturi la ferme de culturi de câmp, de vaci de lapte și ferme mixte – de la ucenicie și muncă sezonieră la recoltat până la un post permanent de șef de fermă.",
      uk: "Шукаєш роботу в сільському господарстві? Тут ти знайдеш вакансії на рослинницьких, молочних і змішаних фермах – від навчання на фермера й сезонної роботи на жнивах до постійної посади керівника господарства.",
    },
  },
  {
    slug: "garten-und-landschaftsbau",
    name: {
      de: "Garten- und Landschaftsbau",
      en: "Landscaping",
      pl: "Budowa ogrodów i terenów zielonych",
      ro: "Amenajări peisagistice",
      uk: "Садово-паркове будівництво",
    },
    intro: {
      de: "Im Garten- und Landschaftsbau gestaltest du Gärten, Parks und Freiflächen, die bleiben. Ob Landschaftsgärtner, Vorarbeiter, Maschinenführer oder Azubi: Hier findest du GaLaBau-Jobs in deiner Nähe. Wähle deinen Umkreis und finde Betriebe, die Verstärkung für ihre Kolonnen suchen.",
      en: "In landscaping you create gardens, parks and green spaces that last. Whether landscape gardener, foreman, machine operator or apprentice: here you'll find landscaping jobs near you.",
      pl: "W budowie ogrodów i terenów zielonych tworzysz ogrody, parki i skwery, które zostają na lata. Ogrodnik krajobrazowy, brygadzista, operator maszyn czy praktykant – tutaj znajdziesz pracę w pobliżu.",
      ro: "În amenajările peisagistice creezi grădini, parcuri și spații verzi care rămân. Fie că ești grădinar peisagist, șef de echipă, operator de utilaje sau ucenic, aici găsești locuri de muncă aproape de tine.",
      uk: "У садово-парковому будівництві ти створюєш сади, парки й зелені зони, які служать роками. Садівник-ландшафтник, бригадир, машиніст чи учень – тут ти знайдеш роботу поблизу.",
    },
  },
  {
    slug: "baumschule",
    name: {
      de: "Baumschule",
      en: "Tree nursery",
      pl: "Szkółkarstwo",
      ro: "Pepiniere",
      uk: "Розсадники",
    },
    intro: {
      de: "In der Baumschule ziehst du Bäume, Sträucher und Rosen heran, die später Städte und Gärten prägen. Hier findest du Jobs und Ausbildungsplätze in Anzucht, Veredelung, Pflege, Versand und Verkauf. Such gezielt in deiner Region und starte deine Karriere in einer Baumschule.",
      en: "In a tree nursery you grow the trees, shrubs and roses that later shape towns and gardens. Here you'll find jobs and apprenticeships in propagation, grafting, plant care, shipping and sales.",
      pl: "W szkółce wyhodujesz drzewa, krzewy i róże, które potem zdobią miasta i ogrody. Tutaj znajdziesz pracę i praktyki przy rozmnażaniu, szczepieniu, pielęgnacji, wysyłce i sprzedaży roślin.",
      ro: "Într-o pepinieră crești arbori, arbuști și trandafiri care vor da apoi chip orașelor și grădinilor. Aici găsești locuri de muncă și ucenicii la înmulțire, altoire, îngrijire, expediere și vânzare.",
      uk: "У розсаднику ти вирощуєш дерева, кущі й троянди, які згодом прикрашають міста й сади. Тут ти знайдеш роботу й навчання з розмноження, щеплення, догляду, відправлення та продажу рослин.",
    },
  },
  {
    slug: "pflanzenhandel",
    name: {
      de: "Pflanzenhandel",
      en: "Plant trade",
      pl: "Handel roślinami",
      ro: "Comerț cu plante",
      uk: "Торгівля рослинами",
    },
    intro: {
      de: "Im Pflanzenhandel bringst du Grün zu den Menschen – im Gartencenter, im Großhandel, im Blumenfachgeschäft oder im Onlineversand. Hier findest du Stellen in Verkauf, Beratung, Einkauf und Logistik. Gib deine Region ein und entdecke passende Jobs im Pflanzenhandel.",
      en: "In the plant trade you bring green to people – in garden centres, wholesale, florists' shops or online retail. Here you'll find positions in sales, advice, purchasing and logistics.",
      pl: "W handlu roślinami dostarczasz zieleń ludziom – w centrum ogrodniczym, w hurtowni, w kwiaciarni albo w sklepie internetowym. Tutaj znajdziesz oferty w sprzedaży, doradztwie, zakupach i logistyce.",
      ro: "În comerțul cu plante aduci verdeața la oameni – în centre de grădinărit, en-gros, în florării sau în vânzarea online. Aici găsești posturi în vânzări, consiliere, achiziții și logistică.",
      uk: "У торгівлі рослинами ти несеш зелень людям – у садовому центрі, на оптовому складі, у квітковому магазині чи в інтернет-магазині. Тут ти знайдеш вакансії у продажу, консультуванні, закупівлі й логістиці.",
    },
  },
  {
    slug: "obst-und-gemuesebau",
    name: {
      de: "Obst- und Gemüsebau",
      en: "Fruit and vegetable growing",
      pl: "Sadownictwo i warzywnictwo",
      ro: "Pomicultură și legumicultură",
      uk: "Садівництво й овочівництво",
    },
    intro: {
      de: "Vom Spargelfeld bis zur Apfelplantage: Im Obst- und Gemüsebau sorgst du dafür, dass frische Lebensmittel aus der Region auf den Tisch kommen. Hier findest du Saisonjobs in der Ernte, Ausbildungsplätze zum Gärtner und feste Stellen in Anbau, Gewächshaus und Vermarktung.",
      en: "From asparagus fields to apple orchards: in fruit and vegetable growing you make sure fresh local food reaches the table. Here you'll find seasonal harvest jobs, apprenticeships and permanent positions in growing, greenhouses and marketing.",
      pl: "Od pól szparagów po sady jabłoni: w sadownictwie i warzywnictwie dbasz o to, żeby świeża żywność z regionu trafiała na stół. Tutaj znajdziesz pracę sezonową przy zbiorach, praktyki i stałe etaty w uprawie, szklarniach i sprzedaży.",
      ro: "De la câmpurile de sparanghel la livezile de meri: în pomicultură și legumicultură ai grijă ca alimentele proaspete din regiune să ajungă pe masă. Aici găsești muncă sezonieră la recoltare, ucenicii și posturi permanente în cultură, sere și comercializare.",
      uk: "Від полів спаржі до яблуневих садів: у садівництві й овочівництві ти дбаєш про те, щоб свіжі місцеві продукти потрапляли на стіл. Тут ти знайдеш сезонну роботу на збиранні врожаю, навчання й постійні посади у вирощуванні, теплицях і збуті.",
    },
  },
  {
    slug: "zierpflanzenbau",
    name: {
      de: "Zierpflanzenbau",
      en: "Ornamental plant growing",
      pl: "Uprawa roślin ozdobnych",
      ro: "Cultura plantelor ornamentale",
      uk: "Декоративне рослинництво",
    },
    intro: {
      de: "Im Zierpflanzenbau produzierst du Beet- und Balkonpflanzen, Topfpflanzen und Schnittblumen – oft mit moderner Gewächshaustechnik. Hier findest du Jobs und Ausbildungsplätze in Gärtnereien und Produktionsbetrieben in deiner Nähe. Stell deinen Umkreis ein und finde den Betrieb, der zu dir passt.",
      en: "In ornamental plant growing you produce bedding and balcony plants, pot plants and cut flowers, often with modern greenhouse technology. Here you'll find jobs and apprenticeships at nurseries and growers near you.",
      pl: "W uprawie roślin ozdobnych produkujesz rośliny rabatowe i balkonowe, doniczkowe i kwiaty cięte – często w nowoczesnych szklarniach. Tutaj znajdziesz pracę i praktyki w gospodarstwach ogrodniczych w pobliżu.",
      ro: "În cultura plantelor ornamentale produci plante pentru straturi și balcoane, plante la ghiveci și flori tăiate, adesea în sere moderne. Aici găsești locuri de muncă și ucenicii în sere și ferme horticole din apropiere.",
      uk: "У декоративному рослинництві ти вирощуєш квіти для клумб і балконів, кімнатні рослини та зрізані квіти – часто в сучасних теплицях. Тут ти знайдеш роботу й навчання в садівничих господарствах поблизу.",
    },
  },
  {
    slug: "forstwirtschaft",
    name: {
      de: "Forstwirtschaft",
      en: "Forestry",
      pl: "Leśnictwo",
      ro: "Silvicultură",
      uk: "Лісове господарство",
    },
    intro: {
      de: "In der Forstwirtschaft arbeitest du draußen im Wald und kümmerst dich um Pflanzung, Pflege und nachhaltige Holzernte. Hier findest du Stellen als Forstwirt, Maschinenführer oder Azubi bei Forstbetrieben, Dienstleistern und Waldbesitzern. Such in deiner Region nach Jobs, bei denen Klimaschutz und Handwerk zusammenkommen.",
      en: "In forestry you work outdoors in the woods, planting, tending and harvesting timber sustainably. Here you'll find positions as forest worker, machine operator or apprentice with forestry businesses, contractors and forest owners.",
      pl: "W leśnictwie pracujesz na świeżym powietrzu w lesie: sadzisz, pielęgnujesz drzewostan i pozyskujesz drewno w zrównoważony sposób. Tutaj znajdziesz oferty dla pilarzy, operatorów maszyn i praktykantów w firmach leśnych i u właścicieli lasów.",
      ro: "În silvicultură lucrezi afară, în pădure: plantezi, îngrijești arboretul și exploatezi lemnul în mod durabil. Aici găsești posturi de muncitor forestier, operator de utilaje sau ucenic la firme silvice și la proprietari de păduri.",
      uk: "У лісовому господарстві ти працюєш просто неба в лісі: садиш, доглядаєш і сталим способом заготовляєш деревину. Тут ти знайдеш вакансії лісоруба, оператора техніки чи учня в лісогосподарських підприємствах і у власників лісів.",
    },
  },
  {
    slug: "friedhofsgaertnerei",
    name: {
      de: "Friedhofsgärtnerei",
      en: "Cemetery gardening",
      pl: "Ogrodnictwo cmentarne",
      ro: "Grădinărit în cimitire",
      uk: "Догляд за кладовищами",
    },
    intro: {
      de: "In der Friedhofsgärtnerei gestaltest und pflegst du Grabstätten und begleitest Menschen in einer besonderen Lebenssituation. Hier findest du Jobs und Ausbildungsplätze in Friedhofsgärtnereien, die Handwerk, Pflanzenkenntnis und Feingefühl verbinden. Wähle deine Region und entdecke passende Stellen in deiner Nähe.",
      en: "In cemetery gardening you design and tend graves and support people at a special time in their lives. Here you'll find jobs and apprenticeships that combine craft, plant knowledge and sensitivity.",
      pl: "W ogrodnictwie cmentarnym urządzasz i pielęgnujesz groby, wspierając ludzi w szczególnym momencie ich życia. Tutaj znajdziesz pracę i praktyki, które łączą rzemiosło, znajomość roślin i wyczucie.",
      ro: "În grădinăritul din cimitire amenajezi și îngrijești morminte și sprijini oamenii într-un moment deosebit al vieții lor. Aici găsești locuri de muncă și ucenicii care îmbină meșteșugul, cunoașterea plantelor și delicatețea.",
      uk: "У догляді за кладовищами ти облаштовуєш і доглядаєш могили та підтримуєш людей в особливий момент їхнього життя. Тут ти знайдеш роботу й навчання, де поєднуються ремесло, знання рослин і делікатність.",
    },
  },
];
