/** The payments room's public face: what other rooms may call (docs/architecture.md). */
export type {
  AttemptAnswer,
  AttemptOutcome,
  PaymentAttempt,
  PaymentOfClient,
  PaymentRefund,
  PaymentsLedger,
  RefundedPaymentOf,
} from './payments-service';
