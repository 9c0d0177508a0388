-- A released result the lab corrected (HL7 OBR-25 C): when, so the customer's page and the FHIR record say so.
ALTER TABLE result_documents ADD COLUMN corrected_at timestamptz NULL;
-- When the lab received the sample, as its system reported it (OBR-14), for the report.
ALTER TABLE result_documents ADD COLUMN lab_received_at timestamptz NULL;
