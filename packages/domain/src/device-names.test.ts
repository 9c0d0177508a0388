import { describe, expect, it } from 'vitest';
import { deviceName } from './device-names';

describe('deviceName', () => {
  it('names the browser and its system', () => {
    expect(deviceName('Firefox', 'macOS', 'en')).toBe('Firefox on macOS');
    expect(deviceName('Chrome', 'Windows', 'es')).toBe('Chrome en Windows');
  });

  it('names the browser alone when the system is not known', () => {
    expect(deviceName('Chrome', undefined, 'en')).toBe('Chrome');
    expect(deviceName('Chrome', '', 'es')).toBe('Chrome');
  });

  it('says so when the browser is not known', () => {
    expect(deviceName(undefined, 'Windows', 'en')).toBe('Unknown browser');
    expect(deviceName('', undefined, 'es')).toBe('Navegador desconocido');
  });
});
