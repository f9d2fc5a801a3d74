import { usableText } from './values.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Names the data lacks or gives oddly: the oceans and the world have no "Country name"; a few short
 * forms are abbreviations ("DRC") or descriptions ("Svalbard (sometimes referred to as…)").
 */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  cf: 'Republic of the Congo',
  cg: 'Democratic Republic of the Congo',
  dr: 'Dominican Republic',
  oo: 'Southern Ocean',
  sv: 'Svalbard',
  um: 'United States Pacific Island Wildlife Refuges',
  xo: 'Indian Ocean',
  xq: 'Arctic Ocean',
  xx: 'World',
  zh: 'Atlantic Ocean',
  zn: 'Pacific Ocean',
};
const NAME_FIELDS = ['conventional short form', 'Dutch short form', 'conventional long form'];

/**
 * The name people use for a profile (the short form, else the long one; "none" is no name) and every
 * other form (long, local, former names and abbreviations: "Republic of Chile", "Ivory Coast", "UK").
 */
export function namesOf(code: string, profile: unknown): { name: string; otherNames: string[] } {
  const government = isObject(profile) && isObject(profile.Government) ? profile.Government : {};
  const block = government['Country name'] ?? government['Union name'];
  const usable = (value: string | undefined) => {
    const name = value?.split(';')[0]?.trim();
    return name && name.toLowerCase() !== 'none' ? name : undefined;
  };
  const forms = new Map<string, string>();
  if (isObject(block))
    for (const [key, node] of Object.entries(block)) {
      const text = isObject(node) ? usableText(node.text) : undefined;
      if (key !== 'text' && key !== 'note' && key !== 'etymology' && text) forms.set(key, text);
    }
  const given = NAME_FIELDS.map((key) => usable(forms.get(key))).find(Boolean);
  const name = NAME_OVERRIDES[code] ?? given ?? code.toUpperCase();
  const others = [...forms.values()]
    .map(usable)
    .filter((other): other is string => other !== undefined && other !== name);
  return { name, otherNames: [...new Set(others)] };
}
