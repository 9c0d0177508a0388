import type { ReactNode } from 'react';

/**
 * A short table of a customer's record under its heading (kits, orders, results): all its rows at once, or what
 * there is instead when it has none. The console's paged lists use DataTable.
 */
export function RecordTable<Row>({
  caption,
  rows,
  rowKey,
  headers,
  cells,
  empty,
}: {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  headers: string[];
  cells: (row: Row) => ReactNode[];
  empty: string;
}) {
  return (
    <>
      <h2 className="console-subtitle">{caption}</h2>
      {rows.length === 0 ? (
        <p className="console-empty">{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
        <section className="console-table-scroll" aria-label={caption} tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const values = cells(row);
                return (
                  <tr key={rowKey(row)}>
                    {values.map((value, index) => (
                      <td key={headers[index]}>{value}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
