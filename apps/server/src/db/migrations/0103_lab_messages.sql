-- The laboratory's interface (ADR 050): every HL7 v2 message from the lab's information system is stored as it
-- arrived, with when and from where, before it is read; its outcome and acknowledgement are written with its effects.
CREATE TABLE lab_messages (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  peer text NOT NULL,
  raw text NOT NULL,
  sending_application text NULL,
  sending_facility text NULL,
  control_id text NULL,
  message_type text NULL,
  outcome text NULL CHECK (outcome IN ('applied', 'held', 'duplicate', 'error', 'rejected')),
  ack_code text NULL CHECK (ack_code IN ('AA', 'AE', 'AR')),
  detail text NULL,
  processed_at timestamptz NULL
);
-- A control id is taken once per sending application and facility: a repeat is acknowledged again and changes nothing.
CREATE UNIQUE INDEX lab_messages_one_per_control_id ON lab_messages (sending_application, sending_facility, control_id)
  WHERE outcome IN ('applied', 'held');
CREATE INDEX lab_messages_received_at ON lab_messages (received_at);

-- What one message reported of one kit (one row per OBR): applied to the kit's results, kept, or held for staff.
CREATE TABLE lab_reports (
  id uuid PRIMARY KEY,
  message_id uuid NOT NULL REFERENCES lab_messages (id),
  kit_identifier text NULL,
  item_id uuid NULL REFERENCES items (id),
  status text NOT NULL CHECK (status IN ('preliminary', 'final', 'corrected', 'cancelled')),
  state text NOT NULL CHECK (state IN ('applied', 'awaiting_registration', 'kept', 'held', 'cancelled')),
  hold_reason text NULL,
  patient jsonb NOT NULL,
  observations jsonb NOT NULL,
  notes text NULL,
  collected_at timestamptz NULL,
  lab_received_at timestamptz NULL,
  created_at timestamptz NOT NULL,
  resolved_at timestamptz NULL,
  CHECK ((state = 'held') = (hold_reason IS NOT NULL))
);
CREATE INDEX lab_reports_kit ON lab_reports (kit_identifier, created_at);
CREATE INDEX lab_reports_held ON lab_reports (created_at DESC, id) WHERE state = 'held';
CREATE INDEX lab_reports_awaiting ON lab_reports (item_id) WHERE state = 'awaiting_registration';

-- A lab's own codes (OBX-3 outside LOINC) and the measure each stands for; the operator adds a lab's codes here.
CREATE TABLE lab_local_codes (
  coding_system text NOT NULL,
  code text NOT NULL,
  measure_kind text NOT NULL CHECK (measure_kind IN ('semen', 'sti')),
  measure text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coding_system, code)
);
