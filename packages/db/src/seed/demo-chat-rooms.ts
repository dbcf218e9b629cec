import type { Database } from "../database.js";

/**
 * The topic chat rooms of a demo install (issue 15 item 4; decision 035): German and English names and a short
 * description, with slow mode where a room tends to run hot. Rooms are data, not code: the team can add more rows.
 */
export const DEMO_CHAT_ROOMS: readonly {
  slug: string;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  slowModeSeconds: number;
}[] = [
  {
    slug: "lounge",
    nameDe: "Lounge",
    nameEn: "Lounge",
    descriptionDe: "Plaudern über alles und nichts – der Treffpunkt der Community.",
    descriptionEn: "Small talk about anything – the community's meeting place.",
    slowModeSeconds: 5,
  },
  {
    slug: "berlin",
    nameDe: "Berlin & Umgebung",
    nameEn: "Berlin and around",
    descriptionDe: "Tipps, Orte und Verabredungen in der Hauptstadt.",
    descriptionEn: "Tips, places and meet-ups in the capital.",
    slowModeSeconds: 10,
  },
  {
    slug: "sicherheit",
    nameDe: "Sicherheit & Gesundheit",
    nameEn: "Safety and health",
    descriptionDe: "Erfahrungen teilen: sichere Dates, Schutz und Vorsorge.",
    descriptionEn: "Sharing experience: safe dates, protection and check-ups.",
    slowModeSeconds: 30,
  },
  {
    slug: "events",
    nameDe: "Partys & Events",
    nameEn: "Parties and events",
    descriptionDe: "Was steht an? Motto-Partys, Swinger-Abende und mehr.",
    descriptionEn: "What's on? Motto parties, swinger nights and more.",
    slowModeSeconds: 0,
  },
];

/** Writes the demo chat rooms (idempotent: an existing slug keeps its row). Returns the rows written. */
export async function seedDemoChatRooms(database: Pick<Database, "query">): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `INSERT INTO chat_rooms (slug, name_de, name_en, description_de, description_en, slow_mode_seconds, position)
     SELECT r.slug, r.name_de, r.name_en, r.description_de, r.description_en, r.slow_mode_seconds, r.position
       FROM jsonb_to_recordset($1::jsonb) AS r(slug text, name_de text, name_en text, description_de text, description_en text, slow_mode_seconds integer, position integer)
     ON CONFLICT (slug) DO NOTHING
     RETURNING id`,
    [
      JSON.stringify(
        DEMO_CHAT_ROOMS.map((room, position) => ({
          slug: room.slug,
          name_de: room.nameDe,
          name_en: room.nameEn,
          description_de: room.descriptionDe,
          description_en: room.descriptionEn,
          slow_mode_seconds: room.slowModeSeconds,
          position,
        })),
      ),
    ],
  );
  return rows.length;
}
