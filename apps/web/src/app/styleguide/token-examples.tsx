import type { ReactNode } from 'react';

/** The design tokens of styles.css `@theme`, drawn from the same custom properties the app uses. */
const COLOUR_GROUPS: readonly { title: string; tokens: readonly string[] }[] = [
  { title: 'Ink and paper', tokens: ['ink', 'ink-soft', 'ink-faint', 'paper', 'surface', 'line'] },
  {
    title: 'Brand',
    tokens: ['brand-50', 'brand-100', 'brand-200', 'brand-600', 'brand-700', 'brand-800', 'brand-900'],
  },
  { title: 'Accent', tokens: ['accent-100', 'accent-600', 'accent-700'] },
  {
    title: 'Status',
    tokens: [
      'success-50',
      'success-600',
      'success-700',
      'warning-50',
      'warning-600',
      'warning-700',
      'error-50',
      'error-600',
      'error-700',
      'info-50',
      'info-600',
      'neutral-50',
      'neutral-600',
    ],
  },
];

const TYPE_SCALE: readonly { token: string; use: string }[] = [
  { token: '3xl', use: 'Page title (h1)' },
  { token: '2xl', use: 'Large figures' },
  { token: 'xl', use: 'Section title' },
  { token: 'lg', use: 'Card title (h2)' },
  { token: 'base', use: 'Body text' },
  { token: 'sm', use: 'Secondary text, tables, status' },
  { token: 'xs', use: 'Fine print' },
];

const SPACES: readonly { token: string; use: string }[] = [
  { token: 'gutter', use: 'Page side margin on a phone' },
  { token: 'gutter-wide', use: 'Page side margin from 640 px' },
  { token: 'section', use: 'Between a page header and its content, between cards' },
  { token: 'page-top', use: 'Above the page header on a phone' },
  { token: 'page-top-wide', use: 'Above the page header from 640 px' },
  { token: 'control', use: 'Minimum height of a button, field or choice (44 px)' },
];

const RADII = ['field', 'control', 'card', 'pill'] as const;
const SHADOWS: readonly { token: string; use: string }[] = [
  { token: 'none', use: 'Flat on paper' },
  { token: 'card', use: 'Cards' },
  { token: 'raised', use: 'Dialogs and toasts' },
  { token: 'focus', use: 'A focused field' },
];

function TokenGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-6 first:mt-0">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}

export function ColourTokens() {
  return (
    <>
      {COLOUR_GROUPS.map((group) => (
        <TokenGroup key={group.title} title={group.title}>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {group.tokens.map((token) => (
              <li key={token} className="text-sm">
                <span
                  className="block h-12 rounded-lg border border-line"
                  style={{ background: `var(--color-${token})` }}
                />
                <code className="mt-1 block text-xs text-ink-soft">{token}</code>
              </li>
            ))}
          </ul>
        </TokenGroup>
      ))}
    </>
  );
}

export function TypeScale() {
  return (
    <dl className="flex flex-col gap-3">
      {TYPE_SCALE.map((step) => (
        <div key={step.token} className="flex flex-col gap-1 border-b border-line pb-3 sm:flex-row sm:gap-6">
          <dt className="w-40 shrink-0 text-sm text-ink-soft">
            <code>text-{step.token}</code> · {step.use}
          </dt>
          <dd
            style={{
              fontSize: `var(--text-${step.token})`,
              lineHeight: `var(--text-${step.token}--line-height)`,
            }}
          >
            Zoë Nuñez’s results are ready
          </dd>
        </div>
      ))}
      <div className="flex flex-wrap gap-6 pt-1">
        <span className="font-normal">Regular 400</span>
        <span className="font-medium">Medium 500</span>
        <span className="font-semibold">Semibold 600</span>
        <span className="font-bold">Bold 700</span>
        <span className="tabular-nums">Figures 0123456789 · $1,234.50</span>
      </div>
    </dl>
  );
}

export function SpaceRadiusElevation() {
  return (
    <>
      <TokenGroup title="Spacing">
        <p className="mt-1 text-sm text-ink-soft">
          Tailwind’s 4 px step (p-1 = 4 px, p-4 = 16 px), and the named spaces:
        </p>
        <ul className="mt-3 flex flex-col gap-2">
          {SPACES.map((space) => (
            <li key={space.token} className="flex items-center gap-3 text-sm">
              <span
                className="block h-3 shrink-0 rounded-sm bg-brand-600"
                style={{ width: `var(--spacing-${space.token})` }}
              />
              <code>spacing-{space.token}</code>
              <span className="text-ink-soft">{space.use}</span>
            </li>
          ))}
        </ul>
      </TokenGroup>
      <TokenGroup title="Radius">
        <ul className="mt-3 flex flex-wrap gap-4">
          {RADII.map((radius) => (
            <li key={radius} className="text-center text-sm">
              <span
                className="block h-16 w-24 border-2 border-brand-600 bg-brand-50"
                style={{ borderRadius: `var(--radius-${radius})` }}
              />
              <code className="mt-1 block">radius-{radius}</code>
            </li>
          ))}
        </ul>
      </TokenGroup>
      <TokenGroup title="Elevation">
        <ul className="mt-3 grid grid-cols-2 gap-4 bg-paper p-4 sm:grid-cols-4">
          {SHADOWS.map((shadow) => (
            <li
              key={shadow.token}
              className="rounded-xl bg-surface p-4 text-sm"
              style={{ boxShadow: `var(--shadow-${shadow.token})` }}
            >
              <code>shadow-{shadow.token}</code>
              <span className="block text-ink-soft">{shadow.use}</span>
            </li>
          ))}
        </ul>
      </TokenGroup>
    </>
  );
}
