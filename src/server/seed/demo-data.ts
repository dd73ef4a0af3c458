/**
 * Word lists and a deterministic random source for the demo workshop (seed/demo.ts): the
 * same seed gives the same demo. Names, models and addresses are invented but realistic;
 * the ReviApp Tool simulator's vehicles take their owners' names from here too.
 */
import { mulberry32 } from '@shared/domain/prng';
import { deriveVehicleType } from '@shared/domain/vehicle-models';

export const SURNAMES = [
  'ROSSI',
  'RUSSO',
  'FERRARI',
  'ESPOSITO',
  'BIANCHI',
  'ROMANO',
  'COLOMBO',
  'RICCI',
  'MARINO',
  'GRECO',
  'BRUNO',
  'GALLO',
  'CONTI',
  'DE LUCA',
  'MANCINI',
  'COSTA',
  'GIORDANO',
  'RIZZO',
  'LOMBARDI',
  'MORETTI',
  'BARBIERI',
  'FONTANA',
  'SANTORO',
  'MARIANI',
  'RINALDI',
  'CARUSO',
  'FERRARA',
  'GALLI',
  'MARTINI',
  'LEONE',
] as const;

export const FIRST_NAMES = [
  'MARIO',
  'GIUSEPPE',
  'LUCA',
  'MARCO',
  'ANDREA',
  'FRANCESCO',
  'ALESSANDRO',
  'PAOLO',
  'GIULIA',
  'FRANCESCA',
  'CHIARA',
  'SARA',
  'ANNA',
  'LAURA',
  'ELENA',
  'MARTINA',
] as const;

/** Models of the grid; `deriveVehicleType` gives 1 for the motorbikes and scooters. */
export const MODELS = [
  'PIAGGIO BEVERLY 300',
  'HONDA SH 125',
  'YAMAHA TMAX 530',
  'KYMCO AGILITY 125',
  'VESPA PRIMAVERA 125',
  'HONDA SH 150',
  'PIAGGIO LIBERTY 125',
  'YAMAHA XMAX 300',
  'APRILIA SCARABEO 200',
  'SYM SYMPHONY 125',
  'SUZUKI BURGMAN 400',
  'HONDA FORZA 350',
  'DUCATI MONSTER 821',
  'BMW R 1250 GS',
  'KAWASAKI Z 900',
  'PIAGGIO MEDLEY 125',
  'FIAT PANDA',
  'FIAT 500',
  'TOYOTA YARIS TAXI',
] as const;

/** Annual-inspection vehicles (tipo_veicolo 2: taxi, NCC; spec 001 §3). */
export const ANNUAL_MODELS = [
  'TOYOTA PRIUS TAXI',
  'SKODA OCTAVIA TAXI',
  'FIAT DOBLO TAXI',
  'MERCEDES CLASSE V NCC',
] as const;

const STREETS = [
  'VIA APPIA NUOVA',
  'VIA TUSCOLANA',
  'VIA CASILINA',
  'VIA PRENESTINA',
  'VIA TIBURTINA',
  'VIA NOMENTANA',
  'VIA SALARIA',
  'VIA CASSIA',
  'VIA AURELIA',
  'VIA OSTIENSE',
  'VIALE MARCONI',
  'VIA PORTUENSE',
] as const;
const CAPS = ['00179', '00181', '00176', '00177', '00159', '00161', '00199', '00189'] as const;

/** Small deterministic PRNG (mulberry32): a function giving numbers in [0, 1). */
export const prng = mulberry32;

/** Random helpers over one PRNG: pick, mobile, plate, holder, address. */
export function demoRandom(rnd: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const letters = [...'ABCDEFGHJKLMNPRSTVWXYZ'];
  const digits = (n: number) => String(Math.floor(rnd() * 10 ** n)).padStart(n, '0');
  return {
    pick,
    /** 10-digit Italian mobile starting with 3 (valid per spec 000 §5). */
    mobile: () => `3${Math.floor(rnd() * 5)}${digits(8)}`,
    /** Moto plate `AB12345` for type 1, car plate `AB123CD` otherwise. */
    plate: (vehicleType: number) =>
      vehicleType === 1
        ? `${pick(letters)}${pick(letters)}${digits(5)}`
        : `${pick(letters)}${pick(letters)}${digits(3)}${pick(letters)}${pick(letters)}`,
    /** `"ROSSI MARIO"`, the holder (intestatario). */
    holder: (surname: string) => `${surname} ${pick(FIRST_NAMES)}`,
    /** A Rome address of at least 20 characters (a valid letter address, spec 001 §5). */
    address: () => `${pick(STREETS)} ${1 + Math.floor(rnd() * 300)}, ${pick(CAPS)} ROMA RM`,
  };
}

/** Vehicle type of a model: derived (1 moto, 2 annual), else 0 (car). */
export function vehicleTypeOf(model: string): number {
  return deriveVehicleType(model) ?? 0;
}
