/**
 * Word pools of the demo data. They are data, not UI texts: demo profiles are written by their
 * (invented) owners, in German like most of the product's users.
 */

export const FEMALE_NAMES = [
  "Anna", "Lena", "Laura", "Julia", "Sarah", "Lisa", "Marie", "Sophie", "Nina", "Jana", "Mia", "Emma",
  "Lea", "Hannah", "Katharina", "Vanessa", "Jessica", "Michelle", "Natalie", "Melanie", "Sabrina",
  "Carina", "Jasmin", "Alina", "Elena", "Valentina", "Bianca", "Daniela", "Nadine", "Svenja", "Tanja",
  "Jule", "Larissa", "Franziska", "Charlotte", "Amelie", "Greta", "Ida", "Romy", "Leonie", "Mila",
  "Selina", "Kim", "Ronja", "Paula", "Clara", "Isabel", "Olga", "Katja", "Irina", "Aleksandra",
  "Monika", "Agnieszka", "Lucia", "Carmen", "Ines", "Bea", "Nicole", "Sandra", "Yvonne", "Gül",
  "Özlem", "Tülin", "Müge", "Ännchen", "Jördis", "Sünje", "Mariana", "Camila", "Aylin", "Mai",
  "Linh", "Yuki", "Ada", "Liv", "Malin", "Tessa", "Zara", "Lotte", "Fenja", "Wiebke",
] as const;

export const MALE_NAMES = [
  "Max", "Paul", "Leon", "Lukas", "Felix", "Jonas", "Tim", "Jan", "David", "Daniel", "Tobias",
  "Florian", "Stefan", "Michael", "Thomas", "Andreas", "Markus", "Christian", "Alexander", "Sebastian",
  "Jürgen", "Björn", "Sören", "Jörg", "Günter", "Kai", "Sven", "Marco", "Luca", "Nico", "Dennis",
  "Patrick", "Oliver", "Rüdiger", "Uwe", "Holger", "Frank", "Ralf", "Dirk", "Torsten", "Matthias",
  "Henrik", "Malte", "Ole", "Hannes", "Mehmet", "Emre", "Piotr", "Tomasz", "Ivan", "Dmitri",
  "Mateo", "Diego", "Raphael", "Noah", "Elias", "Ben", "Finn", "Moritz", "Anton", "Emil", "Karl",
  "Sönke", "Hauke", "Jens", "Lars", "Niklas", "Erik", "Joris", "Daan", "Bram", "Luuk",
] as const;

export const NEUTRAL_NAMES = ["Alex", "Kim", "Robin", "Sasha", "Toni", "Charlie", "Jamie", "Luca", "Noa", "Chris"] as const;

export const USERNAME_WORDS = [
  "süß", "sweet", "hot", "charme", "lady", "boy", "lover", "dream", "angel", "engel", "traum", "herz",
  "kuss", "sonne", "stern", "lust", "nacht", "samt", "rot", "blüte", "küsschen", "mädel", "schatz",
  "fee", "prinz", "wolf", "bär", "tiger", "fuchs", "kätzchen", "gentleman", "genießer", "romantik",
  "sinnlich", "zärtlich", "wild", "velvet", "passion", "amore", "bella", "rose", "lilie", "perle",
  "glück", "flirt", "spaß", "süße", "träumer", "muse", "diva", "rebel", "cowboy", "captain", "doc",
] as const;

export const BUSINESS_NAME_WORDS = [
  "Venus", "Samtpfote", "Lotus", "Eden", "Paradies", "Oase", "Mondschein", "Rubin", "Saphir",
  "Diamant", "Atlantis", "Olymp", "Bellevue", "Orchidee", "Flamingo", "Kolibri", "Aphrodite",
  "Nachtschwärmer", "Sternschnuppe", "Himmelreich", "Goldstück", "Traumfabrik", "Roter Salon",
  "Belle Époque", "Bonbon", "Pfauenfeder", "Elysium", "Casablanca", "Copacabana", "Bijou",
] as const;

/** Prefix of a business display name per business type id (BUSINESS_TYPES). */
export const BUSINESS_NAME_PREFIX: Record<string, readonly string[]> = {
  "1": ["Escortagentur", "Escort Service", "Agentur"],
  "2": ["Modelagentur", "Models", "Modelservice"],
  "3": ["Club", "Nachtclub", "Bar"],
  "3.1": ["Saunaclub", "FKK-Club", "Sauna"],
  "4": ["Laufhaus", "Bordell", "Haus"],
  "12": ["Massagestudio", "Studio", "Tantra-Studio"],
};

export const STATUS_TEXTS = {
  escort: [
    "Heute Abend spontan frei – schreib mir!",
    "Neu in der Stadt und neugierig auf dich.",
    "Diese Woche auf Tour, Termine nach Absprache.",
    "Zeit für ein Dinner-Date?",
    "Entspannte Stunden mit Stil und Niveau.",
    "Nur mit Voranmeldung, mindestens zwei Stunden vorher.",
    "Wochenende ausgebucht, ab Montag wieder da.",
    "Lust auf ein Abenteuer?",
  ],
  client: [
    "Suche eine charmante Begleitung fürs Wochenende.",
    "Diskret, gepflegt und respektvoll.",
    "Geschäftlich oft unterwegs, gern auch Hotelbesuche.",
    "Neu hier und noch etwas schüchtern.",
    "Auf der Suche nach besonderen Momenten.",
    "Gern Dinner und gute Gespräche vorher.",
  ],
  business: [
    "Täglich geöffnet – wir freuen uns auf euren Besuch!",
    "Neue Damen diese Woche, jetzt vorbeischauen.",
    "Happy Hour von 12 bis 16 Uhr.",
    "Diskrete Parkplätze direkt am Haus.",
    "Termine auch kurzfristig möglich.",
  ],
} as const;

export const DESCRIPTION_SENTENCES = {
  escort: [
    "Ich bin eine aufgeschlossene, humorvolle Begleiterin mit Sinn für schöne Momente.",
    "Mit mir kannst du ebenso gut essen gehen wie einen entspannten Abend im Hotel verbringen.",
    "Diskretion und gegenseitiger Respekt sind für mich selbstverständlich.",
    "Ich liebe Reisen, gute Musik und lange Gespräche bei einem Glas Wein.",
    "Gepflegtes Auftreten und gute Umgangsformen erwarte ich auch von dir.",
    "Ich nehme mir Zeit für dich – Hektik gibt es bei mir nicht.",
    "Besuche sind in meinem stilvollen Apartment oder bei dir im Hotel möglich.",
    "Schreib mir gern vorab, was du dir wünschst, dann planen wir das Treffen gemeinsam.",
    "Ich spreche mehrere Sprachen und begleite dich gern auch auf Geschäftsreisen.",
    "Sport, Yoga und Tanz halten mich fit und neugierig.",
  ],
  client: [
    "Ich bin ein ruhiger, gepflegter Mann mit Humor.",
    "Beruflich bin ich viel unterwegs und schätze entspannte Abende in guter Gesellschaft.",
    "Respekt und Diskretion sind mir wichtig.",
    "Ich mag gutes Essen, Kunst und spontane Ausflüge.",
    "Verbindliche Absprachen und Pünktlichkeit sind für mich selbstverständlich.",
    "Ich freue mich auf nette Nachrichten.",
  ],
  business: [
    "Unser Haus bietet eine stilvolle und diskrete Atmosphäre in zentraler Lage.",
    "Ein wechselndes Team sympathischer Damen freut sich auf euren Besuch.",
    "Gepflegte Zimmer, frische Handtücher und Getränke gehören bei uns selbstverständlich dazu.",
    "Parkplätze stehen direkt vor dem Haus zur Verfügung, der Eingang ist diskret.",
    "Wir legen großen Wert auf Hygiene, Sicherheit und einen respektvollen Umgang.",
    "Termine könnt ihr telefonisch oder über den Messenger vereinbaren.",
    "Für besondere Wünsche stehen Themenzimmer und ein Whirlpool bereit.",
    "Unsere Öffnungszeiten findet ihr im Profil, an Feiertagen haben wir ebenfalls geöffnet.",
  ],
} as const;

export const PROFESSIONS = [
  "Studentin", "Model", "Tänzerin", "Fotografin", "Designerin", "Yogalehrerin", "Krankenschwester",
  "Ingenieur", "Kaufmann", "Architekt", "Lehrer", "Unternehmer", "Berater", "Pilot", "Arzt",
  "Informatiker", "Künstlerin", "Musiker", "Köchin", "Physiotherapeutin",
] as const;

/** Nationalities besides the run countries (ISO 3166-1 alpha-2). */
export const OTHER_NATIONALITIES = [
  "PL", "RO", "BG", "HU", "CZ", "ES", "IT", "FR", "BR", "CO", "TH", "UA", "RU", "TR", "GB", "US", "DK", "SE",
] as const;
