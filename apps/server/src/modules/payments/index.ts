/** The payments room's public face: what other rooms may call (docs/architecture.md). */
export type {
  AttemptAnswer,
  AttemptOutcome,
  DueHandlers,
  DueRequest,
  DueScheduler,
  OwnerReference,
  PaymentAttempt,
  PaymentDue,
  PaymentOfClient,
  PaymentOwner,
  PaymentRefund,
  PaymentsLedger,
  RefundedPaymentOf,
} from './payments-service';
