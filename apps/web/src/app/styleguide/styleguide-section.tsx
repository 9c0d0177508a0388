import type { ReactNode } from 'react';

export function StyleguideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="card p-6" id={id}>
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}
