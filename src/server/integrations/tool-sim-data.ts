/**
 * Vehicle lists of the ReviApp Tool simulator (`/lista_veicoli`, `/lista_veicoli_old`,
 * spec 000 §7; record fields from spec 000 §3 "Local tool vehicle record"). The lists are
 * realistic and deterministic: the same date always gives the same vehicles, so SYNC can be
 * tested against fixed expectations. The spec gives the fields, not their values: the
 * vocabulary of `tipo_veicolo` and `alimentazione_2` below is our assumption. Surnames and
 * first names are the demo workshop's (`seed/demo-data.ts`).
 */
import { mulberry32, seedOf } from '@shared/domain/prng';
import { FIRST_NAMES, SURNAMES } from '@server/seed/demo-data';

/** One vehicle as the tool lists it (spec 000 §3); every field is text, upper case. */
export interface ToolVehicle {
  targa: string;
  veicolo: string;
  cognome: string;
  nome: string;
  indirizzo: string;
  cap: string;
  citta: string;
  tipo_veicolo: string;
  alimentazione_2: string;
}

const MOTO_MODELS = [
  'HONDA SH 125',
  'PIAGGIO BEVERLY 300',
  'YAMAHA TMAX 530',
  'KYMCO AGILITY 125',
  'PIAGGIO LIBERTY 125',
  'HONDA SH 300',
  'YAMAHA XMAX 300',
  'SYM SYMPHONY 125',
  'DUCATI MONSTER 821',
  'BMW R 1200 GS',
];
const CAR_MODELS = ['FIAT PANDA', 'LANCIA YPSILON', 'FIAT 500', 'TOYOTA YARIS'];
const STREETS = [
  'VIA ROMA',
  'VIA GARIBALDI',
  'CORSO VITTORIO EMANUELE',
  'VIA MAZZINI',
  'PIAZZA DANTE',
];
const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['00185', 'ROMA'],
  ['80133', 'NAPOLI'],
  ['20121', 'MILANO'],
  ['10121', 'TORINO'],
  ['50123', 'FIRENZE'],
];
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ'; // Italian plates skip I, O, Q, U

/** A small deterministic PRNG (mulberry32) seeded from a string. */
const rng = (seed: string) => mulberry32(seedOf(seed));

/**
 * The vehicles the simulated tool lists for `date` (`YYYY-MM-DD`): 3 to 6 records, mostly
 * motorbikes and scooters (plate `AB12345`), some cars (plate `AB123CD`).
 */
export function vehiclesForDate(date: string): ToolVehicle[] {
  const r = rng(date);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const letters = (n: number) => Array.from({ length: n }, () => pick([...LETTERS])).join('');
  const digits = (n: number) =>
    Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
  const count = 3 + Math.floor(r() * 4);
  return Array.from({ length: count }, (): ToolVehicle => {
    const car = r() < 0.25;
    const [cap, citta] = pick(CITIES);
    return {
      targa: car ? `${letters(2)}${digits(3)}${letters(2)}` : `${letters(2)}${digits(5)}`,
      veicolo: pick(car ? CAR_MODELS : MOTO_MODELS),
      cognome: pick(SURNAMES),
      nome: pick(FIRST_NAMES),
      indirizzo: `${pick(STREETS)} ${1 + Math.floor(r() * 120)}`,
      cap,
      citta,
      tipo_veicolo: car ? 'AUTOVETTURA' : 'MOTOCICLO',
      alimentazione_2: car && r() < 0.4 ? 'GASOLIO' : 'BENZINA',
    };
  });
}
