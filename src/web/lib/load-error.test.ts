/** A popup's failed load (spec 000 §8 "ERRORE: connessione database"). */
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { campaignCreateError, popupLoadError } from './load-error';

describe('popupLoadError', () => {
  it('says "ERRORE: connessione database" for a network or server failure', () => {
    expect(popupLoadError(new ApiError(0, 'network', 'Errore connessione database'))).toBe(
      'ERRORE: connessione database',
    );
    expect(
      popupLoadError(new ApiError(503, 'service_unavailable', 'Servizio non disponibile')),
    ).toBe('ERRORE: connessione database');
    expect(popupLoadError(new Error('boom'))).toBe('ERRORE: connessione database');
    expect(popupLoadError(null)).toBe('ERRORE: connessione database');
  });

  it('keeps the message of an answer the server explains (4xx)', () => {
    expect(popupLoadError(new ApiError(404, 'not_found', 'Risorsa non trovata'))).toBe(
      'Risorsa non trovata',
    );
  });
});

describe('campaignCreateError', () => {
  it('says "errore" unless the server explained the refusal', () => {
    expect(campaignCreateError(new ApiError(0, 'network', 'Errore connessione database'))).toBe(
      'errore',
    );
    expect(campaignCreateError(new ApiError(500, 'internal', 'Errore interno'))).toBe('errore');
    expect(campaignCreateError(new ApiError(409, 'duplicate_campaign', 'Nome già usato'))).toBe(
      'Nome già usato',
    );
  });
});
