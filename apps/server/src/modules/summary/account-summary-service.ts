import type { AccountSummary } from '@fathom/contract/account-summary';
import type { Catalogue } from '@fathom/contract/catalogue';
import { AGREEMENTS } from '@fathom/domain/agreements';
import { type AttentionItem, needsAttention } from '@fathom/domain/attention';
import type { Language } from '@fathom/domain/languages';
import { stiOverall } from '@fathom/domain/results';
import { stiReadableAt, stiVisibility } from '@fathom/domain/sti-results';
import { type StorageSummary, storageSummary } from '@fathom/domain/storage-summary';
import type { Queryable } from '../../db/database';
import { pastDuePlansOf } from '../billing';
import { cryogenicsOf } from '../cryogenics';
import { accountDocuments } from '../documents';
import { listStiReports } from '../results';
import { listKits } from './kit-repository';
import { findAccountSince, findLatestAnalysis } from './latest-analysis-repository';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function attentionResource(item: AttentionItem): AccountSummary['needs_attention'][number] {
  switch (item.kind) {
    case 'sti_positive':
      return { kind: item.kind, date: item.date, item_id: item.itemId, title: item.title };
    case 'destruction_date':
      return { kind: item.kind, date: item.date, item_id: item.itemId, vial_count: item.vialCount };
    case 'renewal_failed':
      return {
        kind: item.kind,
        date: item.date,
        subscription_id: item.subscriptionId,
        product_key: item.productKey,
        title: item.title,
      };
    case 'partner_consent':
      return {
        kind: item.kind,
        date: item.date,
        withdrawal_id: item.withdrawalId,
        vial_count: item.vialCount,
        recipient_facility: item.recipientFacility,
      };
    case 'kit_not_registered':
      return {
        kind: item.kind,
        date: item.date,
        item_id: item.itemId,
        product_key: item.productKey,
        title: item.title,
        tracking_stage: item.trackingStage,
        phase: item.phase,
      };
    case 'agreements_to_sign':
      return { kind: item.kind, date: item.date, titles: [...item.titles] };
    case 'results_call':
    case 'retest_due':
      return { kind: item.kind, date: item.date, result_id: item.resultId };
  }
}

function storageResource(summary: StorageSummary): AccountSummary['storage'] {
  switch (summary.state) {
    case 'none':
    case 'all_withdrawn':
    case 'all_destroyed':
    case 'none_left':
      return { state: summary.state, offer_storage: summary.offerStorage };
    case 'awaiting_sample':
      return { state: summary.state };
    case 'destruction_scheduled':
      return {
        state: summary.state,
        destruction_date: summary.destructionDate,
        vial_count: summary.vialCount,
      };
    case 'payment_past_due':
      return { state: summary.state, vial_count: summary.vialCount };
    case 'stored':
      return {
        state: summary.state,
        vial_count: summary.vialCount,
        vials_in_withdrawal: summary.vialsInWithdrawal,
      };
  }
}

/**
 * GET /api/account-summary: what needs the customer now, the truth of their storage and their STI panels (not
 * their results: reading those is recorded, and this summary does not show them).
 */
export async function accountSummaryOf(
  reads: Queryable,
  catalogue: Catalogue,
  clientId: string,
  now: Date,
  /** The reader's language (readerLanguage), which the titles of the agreements to sign are in. */
  language: Language,
): Promise<AccountSummary> {
  const [storage, kits, reports, latest, pastDuePlans, documents, since] = await Promise.all([
    cryogenicsOf(reads, catalogue, clientId).then((answer) => answer.build()),
    listKits(reads, clientId),
    listStiReports(reads, clientId),
    findLatestAnalysis(reads, clientId, now),
    pastDuePlansOf(reads, clientId),
    accountDocuments(reads, clientId),
    findAccountSince(reads, clientId),
  ]);
  const samples = storage.items.map((item) => ({
    itemId: item.id,
    destructionDate: item.destruction_date,
    vials: item.vials.map((vial) => ({ status: vial.status, withdrawn: vial.withdrawn_at !== null })),
    withdrawals: item.withdrawals.map((withdrawal) => ({
      id: withdrawal.id,
      status: withdrawal.status,
      requestedDate: withdrawal.requested_date,
      vialCount: withdrawal.vial_count,
      recipientFacility: withdrawal.recipient_facility,
    })),
    vialsInStorage: item.remaining_vials_count,
  }));
  const attention = needsAttention(
    {
      storedSamples: samples,
      withdrawals: samples.flatMap((sample) => sample.withdrawals),
      kits: kits.map((kit) => ({
        itemId: kit.id,
        productKey: kit.product_key,
        title: kit.title,
        trackingStage: kit.tracking_stage,
        registered: kit.registered,
        heldAtLab: kit.held_at_lab,
        hasResults: kit.has_results,
        orderedAt: new Date(kit.created_at).toISOString(),
      })),
      pastDuePlans: pastDuePlans.map((plan) => ({
        subscriptionId: plan.id,
        productKey: plan.product_key,
        title: plan.title,
        pastDueSince: new Date(plan.past_due_since).toISOString(),
      })),
      stiPanels: reports.map((report) => ({
        itemId: report.itemId,
        title: report.title,
        outcomes: report.results.map((result) => result.outcome),
        enteredAt: iso(report.enteredAt),
        releasedAt: iso(report.releasedAt),
      })),
      agreementsToSign: {
        titles: documents
          .filter((document) => !document.signature)
          .map((document) => AGREEMENTS[language][document.step].title),
        since: new Date(since).toISOString(),
      },
      latestAnalysis: latest && {
        resultId: latest.id,
        readyAt: new Date(latest.ready_at).toISOString(),
        collectedOn: latest.collected_on,
        azoospermic: latest.is_azoospermic,
        analysisOrderedSince: latest.analysis_ordered_since,
        resultsCallBooked: latest.results_call_booked,
        consultationBought: latest.consultation_bought,
      },
    },
    now,
  );
  return {
    needs_attention: attention.map(attentionResource),
    storage: storageResource(
      storageSummary({
        samples,
        paymentPastDue: storage.storage_payment_past_due,
        azoospermic: latest?.is_azoospermic === true,
      }),
    ),
    sti_panels: reports.map((report) => {
      const outcomes = report.results.map((result) => result.outcome);
      const visibility = stiVisibility(report, outcomes, now);
      return {
        item_id: report.itemId,
        product_key: report.productKey,
        title: report.title,
        visibility,
        overall: visibility === 'visible' ? stiOverall(outcomes) : null,
        ready_at: iso(stiReadableAt(report, outcomes, now)),
      };
    }),
  };
}
