// Every component draws its words through Lingui, which needs its provider above it: each rendered tree gets one,
// with the i18n the test setup activated in English (src/test/setup.ts), as the app's root gives it (AppRoot).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type * as Library from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export * from '@testing-library/react';

const actual = await vi.importActual<typeof Library>('@testing-library/react');

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export const render = ((ui: Parameters<typeof Library.render>[0], options?: Library.RenderOptions) => {
  const Wrapper = options?.wrapper;
  return actual.render(ui, {
    ...options,
    wrapper: Wrapper
      ? ({ children }: { children: ReactNode }) => (
          <WithI18n>
            <Wrapper>{children}</Wrapper>
          </WithI18n>
        )
      : WithI18n,
  });
}) as typeof Library.render;
