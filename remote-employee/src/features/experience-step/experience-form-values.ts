import type { EmployeeExperience, EmployeeExperienceResponse, IndustryExperience } from '@dutylink/contracts';

/** An industry row as the form holds it: years as typed ('' while empty). */
export type IndustryRow = Omit<IndustryExperience, 'years'> & { years: number | '' };

export type ExperienceFormValues = Omit<EmployeeExperience, 'industryExperiences'> & { industryExperiences: IndustryRow[] };

/** One row per industry of the option list, in its order, with what was saved for it. */
export function toFormValues({ item, industries }: EmployeeExperienceResponse): ExperienceFormValues {
  const savedRows = new Map(item.industryExperiences.map((row) => [row.id, row]));
  return {
    industryExperiences: industries.map((industry) => {
      const row = savedRows.get(industry.id);
      return { id: industry.id, name: industry.name, checked: !!row?.checked, years: row?.years ?? '' };
    }),
    trainings: item.trainings ?? [],
    otherTraining: item.otherTraining ?? '',
  };
}

/** The POST body: years only for checked industries (the server stores only those). */
export function toPayload(values: ExperienceFormValues): EmployeeExperience {
  return {
    industryExperiences: values.industryExperiences.map((row) => ({
      ...row,
      years: row.checked && row.years !== '' ? Number(row.years) : null,
    })),
    trainings: values.trainings,
    otherTraining: values.otherTraining.trim(),
  };
}
