/** The invoice detail's « Lignes » table: designation, nature, quantity, unit price, VAT, total HT. */
import type { Invoice } from 'shared-data';
import { formatAmount } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { LINE_KIND_LABELS } from '../model/invoiceForm.ts';
import { lineTotalCents } from 'shared-data/invoiceTotals';

export function InvoiceLinesTable({ lines }: { lines: Invoice['lines'] }) {
  return (
    <>
      <h2>Lignes</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="pt-visually-hidden">Lignes de la facture</caption>
          <thead>
            <tr>
              <th scope="col">Désignation</th>
              <th scope="col">Nature</th>
              <th scope="col" className={styles.num}>
                Qté
              </th>
              <th scope="col" className={styles.num}>
                PU HT
              </th>
              <th scope="col" className={styles.num}>
                TVA
              </th>
              <th scope="col" className={styles.num}>
                Total HT
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the document's
              <tr key={index}>
                <td data-label="Désignation">{line.designation}</td>
                <td data-label="Nature">{LINE_KIND_LABELS[line.kind]}</td>
                <td className={styles.num} data-label="Qté">
                  {String(line.quantity).replace('.', ',')}
                </td>
                <td className={styles.num} data-label="PU HT">
                  {formatAmount(line.unitPriceCents)}
                </td>
                <td className={styles.num} data-label="TVA">
                  {line.kind === 'debours' ? 'hors TVA' : `${line.vatRate} %`}
                </td>
                <td className={styles.num} data-label="Total HT">
                  {formatAmount(lineTotalCents(line))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
