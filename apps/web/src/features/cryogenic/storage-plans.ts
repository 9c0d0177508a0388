/** The storage plans offered at checkout, shortest first. */
export const STORAGE_PLANS = [
  { key: 'monthly', name: 'Monthly', description: 'Pay month by month and cancel whenever you are ready.' },
  { key: 'six-months', name: 'Six months', description: 'Six months at a time, renewed every six months.' },
  { key: 'yearly', name: 'Yearly', description: 'A year of storage, renewed each year.' },
  { key: 'ten-years', name: 'Ten years', description: 'A decade at a time, renewed every ten years.' },
  { key: 'lifetime', name: 'Lifetime', description: 'Storage for as long as you need it, paid once.' },
] as const;
