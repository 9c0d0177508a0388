import { describe, expect, it } from 'vitest';
import { productionEnvironment as production } from '../../test/production-environment';
import { loadConfig } from '../config/config';
import { webConfigFor } from './web-config';

describe('the environment the browser app is told', () => {
  // The app leaves the styleguide and the testing-results page out in production only.
  it('is production in production, the NODE_ENV elsewhere, and development when NODE_ENV is unset', () => {
    expect(webConfigFor(loadConfig(production)).environment).toBe('production');
    expect(webConfigFor(loadConfig({ NODE_ENV: 'staging' })).environment).toBe('staging');
    expect(webConfigFor(loadConfig({})).environment).toBe('development');
  });
});
