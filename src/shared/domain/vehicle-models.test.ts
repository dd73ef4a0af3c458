/** Vehicle type from the model's words (spec 000 §5). */
import { describe, expect, it } from 'vitest';
import { deriveVehicleType, VEHICLE_MODEL_SUGGESTIONS } from './vehicle-models';

describe('deriveVehicleType', () => {
  it.each([
    ['PIAGGIO BEVERLY 300', 1],
    ['honda sh 125', 1],
    ['Yamaha T-Max 530', 1],
    ['BMW R 1250 GS', 1],
    ['moto guzzi v7', 1],
    ['scooter', 1],
    ['FIAT PUNTO TAXI', 2],
    ['toyota prius ncc', 2],
    ['NCC SCOOTER', 2],
  ])('%s → %i', (model, type) => {
    expect(deriveVehicleType(model)).toBe(type);
  });

  it.each(['FIAT PANDA', 'FIAT BRAVO', 'VOLKSWAGEN GOLF', '', 'TAXIWAY'])(
    '%s → null (car or unknown: leave the type alone)',
    (model) => {
      expect(deriveVehicleType(model)).toBeNull();
    },
  );

  it('offers suggestions without duplicates', () => {
    expect(new Set(VEHICLE_MODEL_SUGGESTIONS).size).toBe(VEHICLE_MODEL_SUGGESTIONS.length);
    expect(VEHICLE_MODEL_SUGGESTIONS).toContain('BEVERLY');
  });
});
