/** The payments room's public face: what other rooms may call (docs/architecture.md). */
export type {
  AttemptAnswer,
  AttemptOutcome,
  OwnerReference,
  PaymentAttempt,
  PaymentOfClient,
  PaymentOwner,
  PaymentRefund,
  PaymentsLedger,
  RefundedPaymentOf,
} from './payments-service';
