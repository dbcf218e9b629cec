/**
 * The city catalogue of the run countries (spec 000 §2, §9: DE, AT, CH, NL).
 *
 * Slugs are lowercase and keep umlauts and ß as the spec writes them ("zürich", "fürstenwalde/spree").
 * Region slugs are the German names of the state / canton / province. City-states and the cities spec 000 §2
 * lists share their slug with their region (berlin, hamburg, bremen, wien, salzburg, bern, basel, luzern,
 * genf, zürich). Where a real region bears its capital's name but the spec does not list the pair as
 * same-slug (Utrecht, Groningen, St. Gallen), the region slug carries its German prefix ("provinz-utrecht")
 * so that "region slug equals city slug" means exactly the spec's list.
 *
 * Coordinates are the city centres (4 decimals, WGS84); populations are rounded recent census figures and
 * only weight demo data and ordering, so they need not be exact.
 */

export type TCityCountry = "DE" | "AT" | "CH" | "NL";

export type TCity = {
  slug: string;
  name: string;
  regionSlug: string;
  country: TCityCountry;
  lat: number;
  lon: number;
  population: number;
  /** listed on the seo_guide page (spec 000 §2: about 75 German cities) */
  seoGuide: boolean;
};

type Row = readonly [slug: string, name: string, regionSlug: string, lat: number, lon: number, population: number];

// The ~75 largest German cities plus the state capitals below 100,000 (Schwerin): the seo_guide list.
const GERMANY_SEO_GUIDE: readonly Row[] = [
  ["berlin", "Berlin", "berlin", 52.52, 13.405, 3_755_000],
  ["hamburg", "Hamburg", "hamburg", 53.5511, 9.9937, 1_892_000],
  ["münchen", "München", "bayern", 48.1351, 11.582, 1_512_000],
  ["köln", "Köln", "nordrhein-westfalen", 50.9375, 6.9603, 1_085_000],
  ["frankfurt", "Frankfurt am Main", "hessen", 50.1109, 8.6821, 773_000],
  ["stuttgart", "Stuttgart", "baden-württemberg", 48.7758, 9.1829, 633_000],
  ["düsseldorf", "Düsseldorf", "nordrhein-westfalen", 51.2277, 6.7735, 629_000],
  ["leipzig", "Leipzig", "sachsen", 51.3397, 12.3731, 616_000],
  ["dortmund", "Dortmund", "nordrhein-westfalen", 51.5136, 7.4653, 593_000],
  ["essen", "Essen", "nordrhein-westfalen", 51.4556, 7.0116, 585_000],
  ["bremen", "Bremen", "bremen", 53.0793, 8.8017, 577_000],
  ["dresden", "Dresden", "sachsen", 51.0504, 13.7373, 563_000],
  ["hannover", "Hannover", "niedersachsen", 52.3759, 9.732, 545_000],
  ["nürnberg", "Nürnberg", "bayern", 49.4521, 11.0767, 523_000],
  ["duisburg", "Duisburg", "nordrhein-westfalen", 51.4344, 6.7623, 502_000],
  ["bochum", "Bochum", "nordrhein-westfalen", 51.4818, 7.2162, 366_000],
  ["wuppertal", "Wuppertal", "nordrhein-westfalen", 51.2562, 7.1508, 359_000],
  ["bielefeld", "Bielefeld", "nordrhein-westfalen", 52.0302, 8.5325, 336_000],
  ["bonn", "Bonn", "nordrhein-westfalen", 50.7374, 7.0982, 336_000],
  ["münster", "Münster", "nordrhein-westfalen", 51.9607, 7.6261, 321_000],
  ["mannheim", "Mannheim", "baden-württemberg", 49.4875, 8.466, 316_000],
  ["karlsruhe", "Karlsruhe", "baden-württemberg", 49.0069, 8.4037, 309_000],
  ["augsburg", "Augsburg", "bayern", 48.3705, 10.8978, 301_000],
  ["wiesbaden", "Wiesbaden", "hessen", 50.0782, 8.2398, 283_000],
  ["mönchengladbach", "Mönchengladbach", "nordrhein-westfalen", 51.1805, 6.4428, 269_000],
  ["gelsenkirchen", "Gelsenkirchen", "nordrhein-westfalen", 51.5177, 7.0857, 263_000],
  ["aachen", "Aachen", "nordrhein-westfalen", 50.7753, 6.0839, 252_000],
  ["braunschweig", "Braunschweig", "niedersachsen", 52.2689, 10.5268, 252_000],
  ["chemnitz", "Chemnitz", "sachsen", 50.8278, 12.9214, 251_000],
  ["kiel", "Kiel", "schleswig-holstein", 54.3233, 10.1228, 248_000],
  ["halle/saale", "Halle (Saale)", "sachsen-anhalt", 51.4969, 11.9688, 242_000],
  ["magdeburg", "Magdeburg", "sachsen-anhalt", 52.1205, 11.6276, 239_000],
  ["freiburg", "Freiburg im Breisgau", "baden-württemberg", 47.999, 7.8421, 237_000],
  ["krefeld", "Krefeld", "nordrhein-westfalen", 51.3388, 6.5853, 229_000],
  ["mainz", "Mainz", "rheinland-pfalz", 49.9929, 8.2473, 221_000],
  ["lübeck", "Lübeck", "schleswig-holstein", 53.8655, 10.6866, 218_000],
  ["erfurt", "Erfurt", "thüringen", 50.9848, 11.0299, 216_000],
  ["oberhausen", "Oberhausen", "nordrhein-westfalen", 51.4963, 6.8638, 210_000],
  ["rostock", "Rostock", "mecklenburg-vorpommern", 54.0924, 12.0991, 210_000],
  ["kassel", "Kassel", "hessen", 51.3127, 9.4797, 201_000],
  ["hagen", "Hagen", "nordrhein-westfalen", 51.3671, 7.4633, 189_000],
  ["potsdam", "Potsdam", "brandenburg", 52.3906, 13.0645, 183_000],
  ["saarbrücken", "Saarbrücken", "saarland", 49.2402, 6.9969, 180_000],
  ["hamm", "Hamm", "nordrhein-westfalen", 51.6739, 7.815, 180_000],
  ["ludwigshafen", "Ludwigshafen am Rhein", "rheinland-pfalz", 49.4774, 8.4452, 172_000],
  ["oldenburg", "Oldenburg", "niedersachsen", 53.1435, 8.2146, 170_000],
  ["mülheim-an-der-ruhr", "Mülheim an der Ruhr", "nordrhein-westfalen", 51.4275, 6.8825, 170_000],
  ["osnabrück", "Osnabrück", "niedersachsen", 52.2799, 8.0472, 165_000],
  ["leverkusen", "Leverkusen", "nordrhein-westfalen", 51.0459, 7.0192, 163_000],
  ["darmstadt", "Darmstadt", "hessen", 49.8728, 8.6512, 160_000],
  ["heidelberg", "Heidelberg", "baden-württemberg", 49.3988, 8.6724, 160_000],
  ["solingen", "Solingen", "nordrhein-westfalen", 51.1652, 7.0671, 159_000],
  ["herne", "Herne", "nordrhein-westfalen", 51.5388, 7.2257, 156_000],
  ["regensburg", "Regensburg", "bayern", 49.0134, 12.1016, 153_000],
  ["neuss", "Neuss", "nordrhein-westfalen", 51.2042, 6.6879, 152_000],
  ["paderborn", "Paderborn", "nordrhein-westfalen", 51.7189, 8.7575, 152_000],
  ["ingolstadt", "Ingolstadt", "bayern", 48.7665, 11.4258, 138_000],
  ["offenbach", "Offenbach am Main", "hessen", 50.0956, 8.7761, 131_000],
  ["fürth", "Fürth", "bayern", 49.4771, 10.9887, 129_000],
  ["würzburg", "Würzburg", "bayern", 49.7913, 9.9534, 127_000],
  ["ulm", "Ulm", "baden-württemberg", 48.4011, 9.9876, 126_000],
  ["heilbronn", "Heilbronn", "baden-württemberg", 49.1427, 9.2109, 126_000],
  ["pforzheim", "Pforzheim", "baden-württemberg", 48.8922, 8.6946, 125_000],
  ["wolfsburg", "Wolfsburg", "niedersachsen", 52.4227, 10.7865, 124_000],
  ["göttingen", "Göttingen", "niedersachsen", 51.5413, 9.9158, 116_000],
  ["reutlingen", "Reutlingen", "baden-württemberg", 48.4914, 9.2043, 116_000],
  ["koblenz", "Koblenz", "rheinland-pfalz", 50.3569, 7.589, 114_000],
  ["bremerhaven", "Bremerhaven", "bremen", 53.5396, 8.5809, 113_000],
  ["erlangen", "Erlangen", "bayern", 49.5897, 11.004, 113_000],
  ["trier", "Trier", "rheinland-pfalz", 49.7499, 6.6371, 111_000],
  ["jena", "Jena", "thüringen", 50.9271, 11.5892, 110_000],
  ["siegen", "Siegen", "nordrhein-westfalen", 50.8748, 8.0243, 101_000],
  ["hildesheim", "Hildesheim", "niedersachsen", 52.1508, 9.9511, 101_000],
  ["kaiserslautern", "Kaiserslautern", "rheinland-pfalz", 49.4401, 7.7491, 100_000],
  ["cottbus", "Cottbus", "brandenburg", 51.7563, 14.3329, 98_000],
  ["schwerin", "Schwerin", "mecklenburg-vorpommern", 53.6355, 11.4012, 98_000],
];

// The slash cities of spec 000 §2 that are not on the seo_guide list (halle/saale is, above).
const GERMANY_SLASH_CITIES: readonly Row[] = [
  ["schwedt/oder", "Schwedt/Oder", "brandenburg", 53.0604, 14.2817, 33_000],
  ["fürstenwalde/spree", "Fürstenwalde/Spree", "brandenburg", 52.3606, 14.0616, 32_000],
  ["frankfurt/oder", "Frankfurt (Oder)", "brandenburg", 52.3471, 14.5506, 57_000],
  ["brandenburg/havel", "Brandenburg an der Havel", "brandenburg", 52.4125, 12.5316, 73_000],
  ["neustadt/weinstraße", "Neustadt an der Weinstraße", "rheinland-pfalz", 49.3539, 8.1381, 54_000],
  ["weiden/oberpfalz", "Weiden in der Oberpfalz", "bayern", 49.6768, 12.1561, 43_000],
  ["rotenburg/wümme", "Rotenburg (Wümme)", "niedersachsen", 53.111, 9.403, 22_000],
  ["landsberg/lech", "Landsberg am Lech", "bayern", 48.0476, 10.8982, 30_000],
];

const AUSTRIA: readonly Row[] = [
  ["wien", "Wien", "wien", 48.2082, 16.3738, 1_982_000],
  ["graz", "Graz", "steiermark", 47.0707, 15.4395, 295_000],
  ["linz", "Linz", "oberösterreich", 48.3069, 14.2858, 207_000],
  ["salzburg", "Salzburg", "salzburg", 47.8095, 13.055, 156_000],
  ["innsbruck", "Innsbruck", "tirol", 47.2692, 11.4041, 131_000],
  ["klagenfurt", "Klagenfurt am Wörthersee", "kärnten", 46.6247, 14.3053, 102_000],
  ["villach", "Villach", "kärnten", 46.6103, 13.8558, 64_000],
  ["wels", "Wels", "oberösterreich", 48.1575, 14.0289, 63_000],
  ["st-poelten", "St. Pölten", "niederösterreich", 48.2047, 15.6256, 56_000],
  ["dornbirn", "Dornbirn", "vorarlberg", 47.4125, 9.7417, 51_000],
];

const SWITZERLAND: readonly Row[] = [
  ["zürich", "Zürich", "zürich", 47.3769, 8.5417, 423_000],
  ["genf", "Genf", "genf", 46.2044, 6.1432, 203_000],
  ["basel", "Basel", "basel", 47.5596, 7.5886, 173_000],
  ["lausanne", "Lausanne", "waadt", 46.5197, 6.6323, 140_000],
  ["bern", "Bern", "bern", 46.948, 7.4474, 134_000],
  ["winterthur", "Winterthur", "zürich", 47.4999, 8.7241, 115_000],
  ["luzern", "Luzern", "luzern", 47.0502, 8.3093, 82_000],
  ["st-gallen", "St. Gallen", "kanton-st-gallen", 47.4245, 9.3767, 76_000],
  ["lugano", "Lugano", "tessin", 46.0037, 8.9511, 63_000],
  ["biel", "Biel/Bienne", "bern", 47.1368, 7.2468, 55_000],
];

const NETHERLANDS: readonly Row[] = [
  ["amsterdam", "Amsterdam", "nordholland", 52.3676, 4.9041, 918_000],
  ["rotterdam", "Rotterdam", "südholland", 51.9244, 4.4777, 655_000],
  ["den-haag", "Den Haag", "südholland", 52.0705, 4.3007, 552_000],
  ["utrecht", "Utrecht", "provinz-utrecht", 52.0907, 5.1214, 361_000],
  ["eindhoven", "Eindhoven", "nordbrabant", 51.4416, 5.4697, 238_000],
  ["groningen", "Groningen", "provinz-groningen", 53.2194, 6.5665, 234_000],
  ["tilburg", "Tilburg", "nordbrabant", 51.5555, 5.0913, 224_000],
  ["almere", "Almere", "flevoland", 52.3508, 5.2647, 218_000],
  ["breda", "Breda", "nordbrabant", 51.5719, 4.7683, 184_000],
  ["nijmegen", "Nijmegen", "gelderland", 51.8126, 5.8372, 179_000],
];

function toCities(rows: readonly Row[], country: TCityCountry, seoGuide: boolean): TCity[] {
  return rows.map(([slug, name, regionSlug, lat, lon, population]) => ({
    slug,
    name,
    regionSlug,
    country,
    lat,
    lon,
    population,
    seoGuide,
  }));
}

/** Every city of the run countries; the order is stable (the database assigns city ids in this order). */
export const CITIES: readonly TCity[] = Object.freeze([
  ...toCities(GERMANY_SEO_GUIDE, "DE", true),
  ...toCities(GERMANY_SLASH_CITIES, "DE", false),
  ...toCities(AUSTRIA, "AT", false),
  ...toCities(SWITZERLAND, "CH", false),
  ...toCities(NETHERLANDS, "NL", false),
]);
