import {
  EMPTY_POLICE_INFO,
  emptyPermitDocument,
  PERMIT_DOCUMENT_TYPES,
  PERMIT_RULES,
  PermitDocumentType,
  type EmployeePermits,
  type EmployeePermitsResponse,
  type PermitDocument,
} from '@dutylink/contracts';

/** Which inputs a document block shows once its exists box is ticked (spec section 5, Permits step). */
export interface PermitFields {
  number: boolean;
  issued: boolean;
  expired: boolean;
  police: boolean;
  trainings: boolean;
}

export function permitFields(type: PermitDocumentType): PermitFields {
  const rule = PERMIT_RULES[type];
  const police = type === PermitDocumentType.PoliceCredentials;
  const trainings = type === PermitDocumentType.SpecializedTraining;
  return {
    // Every licence/certificate has a number; the police credentials and the trainings list do not.
    number: !police && !trainings,
    // The spec names the issue date only for the types whose issue date must be in the past.
    issued: rule.issuedPast,
    expired: !trainings,
    police,
    trainings,
  };
}

/**
 * The form values: exactly one document per type in PERMIT_DOCUMENT_TYPES order (so the error
 * paths documents[i] match the blocks), `required` following requiredDocs, police info never null,
 * no file (uploaded on its own).
 */
export function toFormValues(response: EmployeePermitsResponse): EmployeePermits {
  const requiredDocs = response.requiredDocs ?? [];
  const documents = PERMIT_DOCUMENT_TYPES.map((type): PermitDocument => {
    const loaded = response.documents?.find((doc) => doc.type === type);
    const base = emptyPermitDocument(type);
    const doc: PermitDocument = { ...base, ...loaded, type };
    return {
      ...doc,
      required: doc.required === true || requiredDocs.includes(type),
      number: doc.number ?? '',
      issued: doc.issued ? doc.issued.slice(0, 10) : null,
      expired: doc.expired ? doc.expired.slice(0, 10) : null,
      info: type === PermitDocumentType.PoliceCredentials ? { ...EMPTY_POLICE_INFO, ...doc.info } : null,
      specializedTrainingIDs: doc.specializedTrainingIDs ?? [],
      // Uploaded on its own (PermitFileField), never part of the step's save.
      file: null,
    };
  });
  return {
    documents,
    requiredDocs,
    agree: response.agree === true,
    securityClearance: response.securityClearance === true,
    military: response.military === true,
  };
}

/** The save body: the edited values, text trimmed. */
export function toSavePayload(values: EmployeePermits): EmployeePermits {
  return {
    ...values,
    documents: values.documents.map((doc) => ({
      ...doc,
      number: doc.number.trim(),
      info: doc.info ? { ...doc.info, rank: doc.info.rank.trim(), agency: doc.info.agency.trim() } : null,
    })),
  };
}
