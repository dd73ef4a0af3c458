/**
 * The start-up's honest output (README "Production"): the production banner names
 * PUBLIC_URL, shows the demo login only when the demo workshop exists, never a generated
 * password (that goes to standard error once); a Node.js older than 24.11 stops the start.
 */
import { describe, expect, it } from 'vitest';
import { banner, nodeVersionProblem } from './main';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://revisioni.example.it/',
  DATA_DIR: './data',
  ADMIN_PASSWORD: undefined,
} as const;

describe('start-up banner', () => {
  it('shows PUBLIC_URL in production, and no demo line when there is no demo', () => {
    const text = banner({
      config: production,
      port: 3012,
      database: { kind: 'postgres' },
      demo: 'absent',
      generatedAdmin: true,
    });
    expect(text).toContain('ReviApp è pronto: https://revisioni.example.it/');
    expect(text).toContain('porta 3012');
    expect(text).not.toContain('localhost');
    expect(text).not.toMatch(/demo/i);
    expect(text).toContain('standard error');
  });

  it('shows the demo login when the demo exists, and this machine outside production', () => {
    const text = banner({
      config: { ...production, NODE_ENV: 'development', ADMIN_PASSWORD: 'x'.repeat(16) },
      port: 3000,
      database: { kind: 'pglite' },
      demo: 'present',
      generatedAdmin: false,
    });
    expect(text).toContain('ReviApp è pronto: http://localhost:3000/');
    expect(text).toContain('Officina demo → Nome Utente: demo   Password: demodemo');
    expect(text).toContain('ADMIN_PASSWORD');
  });
});

describe('Node.js version', () => {
  it('refuses anything older than 24.11 with a clear message', () => {
    expect(nodeVersionProblem('20.19.5')).toMatch(
      /richiede Node\.js 24\.11 .*questo è Node\.js 20\.19\.5/,
    );
    expect(nodeVersionProblem('24.10.0')).toMatch(/24\.11/);
    expect(nodeVersionProblem('24.11.0')).toBeNull();
    expect(nodeVersionProblem('24.21.0')).toBeNull();
    expect(nodeVersionProblem('26.1.0')).toBeNull();
  });
});
