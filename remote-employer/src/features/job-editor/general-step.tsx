import { memo, useEffect, useMemo } from 'react';
import { Box, Button, FormControlLabel, IconButton, Stack, Checkbox, FormGroup, FormControl, FormHelperText, FormLabel, Grid } from '@mui/material';
import {
  JOB_LIMITS,
  JOB_PERIOD_TYPE_LABEL,
  JOB_PERIOD_TYPES,
  JobPeriodType,
  jobWeekDays,
  OTHER_CATEGORY_ID,
  SEX_LABEL,
  SEXES,
  Shift,
  SHIFT_LABEL,
  SHIFTS,
  WEEK_DAY_LABEL,
  type JobEditableResponse,
  type JobEditorModel,
  type TimeRange,
  type TreeNode,
  type WeekDay,
} from '@dutylink/contracts';
import {
  FormikCheckboxGroupField,
  FormikRadioGroupField,
  FormikSelectField,
  FormikTextField,
  useFormikField,
  WhenField,
  type FormikSelectFieldProps,
} from '@dutylink/design-system';
import { toggled } from './toggled';

const PERIOD_OPTIONS = JOB_PERIOD_TYPES.map((type) => ({ value: type, label: JOB_PERIOD_TYPE_LABEL[type] }));
const SEX_OPTIONS = SEXES.map((sex) => ({ value: sex, label: SEX_LABEL[sex] }));
const SHIFT_OPTIONS = SHIFTS.map((shift) => ({ value: shift, label: SHIFT_LABEL[shift] }));
const SHRUNK_LABEL = { inputLabel: { shrink: true } };
const NO_TIME: TimeRange = { from: '', to: '' };

const isRange = (type: JobPeriodType) => type === JobPeriodType.Range;
const isVaried = (shift: Shift) => shift === Shift.Other;
const hasOtherCategory = (ids: readonly number[]) => ids.includes(OTHER_CATEGORY_ID);

function charactersLeft(description: string): string {
  const left = JOB_LIMITS.description - description.length;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/** Varied shifts start with one row to fill. */
const startVariedShifts: FormikSelectFieldProps['onChosen'] = (shift, form) => {
  if (shift === Shift.Other) void form.setFieldValue('general.timeRange', (ranges: TimeRange[]) => (ranges.length === 0 ? [NO_TIME] : ranges));
};

/** Step 1 (#0): General information. Each field re-renders on its own changes only. */
export const GeneralStep = memo(function GeneralStep({ data }: { data: JobEditableResponse }) {
  return (
    <Stack spacing={3}>
      <FormikTextField name="general.title" label="Title" maxLength={JOB_LIMITS.title} required />
      <FormikCheckboxGroupField name="general.specializations" label="Specializations" options={data.specializations} required row />
      <FormikRadioGroupField name="general.periodType" label="Period" options={PERIOD_OPTIONS} required />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField type="date" name="general.from" label="From" required slotProps={SHRUNK_LABEL} />
        </Grid>
        <WhenField name="general.periodType" is={isRange}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormikTextField type="date" name="general.to" label="To" required slotProps={SHRUNK_LABEL} />
          </Grid>
        </WhenField>
      </Grid>
      <DaysField />
      <FormikSelectField id="job-shift" name="general.shift" label="Shift" options={SHIFT_OPTIONS} required onChosen={startVariedShifts} />
      <WhenField name="general.shift" is={isVaried}>
        <VariedShiftsField />
      </WhenField>
      <FormikRadioGroupField name="general.sex" label="Sex" options={SEX_OPTIONS} />
      <FormikTextField name="general.description" label="Description" maxLength={JOB_LIMITS.description} multiline minRows={2} helperText={charactersLeft} />
      <CategoriesField categories={data.categories} />
      <WhenField name="general.categories" is={hasOtherCategory}>
        <FormikTextField name="general.otherCategory" label="Other category" maxLength={JOB_LIMITS.otherCategory} required />
      </WhenField>
    </Stack>
  );
});

/** Only the weekdays the dates contain are offered (a one-day job: its own); days the dates leave are dropped. */
function DaysField() {
  const { value: days, error, disabled, choose, form } = useFormikField<WeekDay[]>('general.days');
  const { from, to, periodType } = (form.values as JobEditorModel).general;
  const weekDays = useMemo(() => jobWeekDays({ from, to, periodType }), [from, to, periodType]);
  const { setFieldValue } = form;
  useEffect(() => {
    const kept = days.filter((day) => weekDays.includes(day));
    if (kept.length < days.length && !disabled) void setFieldValue('general.days', kept);
  }, [days, weekDays, disabled, setFieldValue]);
  return <DaysView weekDays={weekDays} days={days} error={error} disabled={disabled} onChange={choose} />;
}

interface DaysViewProps {
  weekDays: readonly WeekDay[];
  days: WeekDay[];
  error: string | undefined;
  disabled: boolean;
  onChange: (days: WeekDay[]) => void;
}

const DaysView = memo(function DaysView({ weekDays, days, error, disabled, onChange }: DaysViewProps) {
  const allDays = weekDays.every((day) => days.includes(day));
  return (
    <FormControl component="fieldset" error={!!error} required disabled={disabled}>
      <FormLabel component="legend">Days</FormLabel>
      <FormControlLabel
        label="Select all"
        control={<Checkbox checked={allDays} indeterminate={!allDays && days.length > 0} onChange={(event) => onChange(event.target.checked ? [...weekDays] : [])} />}
      />
      <FormGroup row role="group" aria-label="Days of the week">
        {weekDays.map((day) => (
          <FormControlLabel
            key={day}
            label={WEEK_DAY_LABEL[day]}
            control={<Checkbox checked={days.includes(day)} onChange={(event) => onChange(toggled(days, day, event.target.checked))} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});

function VariedShiftsField() {
  const { value: ranges, error, disabled, choose } = useFormikField<TimeRange[]>('general.timeRange');
  return <VariedShiftsView ranges={ranges} error={error} disabled={disabled} onChange={choose} />;
}

interface VariedShiftsViewProps {
  ranges: TimeRange[];
  error: string | undefined;
  disabled: boolean;
  onChange: (ranges: TimeRange[]) => void;
}

const VariedShiftsView = memo(function VariedShiftsView({ ranges, error, disabled, onChange }: VariedShiftsViewProps) {
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend">Varied shifts</FormLabel>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {ranges.map((_, index) => (
          <Stack key={index} direction="row" spacing={2} role="group" aria-label={`Shift ${index + 1}`} sx={{ alignItems: 'flex-start' }}>
            <FormikTextField type="time" name={`general.timeRange[${index}].from`} label="From" required fullWidth={false} slotProps={SHRUNK_LABEL} />
            <FormikTextField type="time" name={`general.timeRange[${index}].to`} label="To" required fullWidth={false} slotProps={SHRUNK_LABEL} />
            <IconButton aria-label={`Remove shift ${index + 1}`} disabled={disabled} onClick={() => onChange(ranges.filter((__, i) => i !== index))}>
              ×
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" disabled={disabled || ranges.length >= JOB_LIMITS.timeRanges} onClick={() => onChange([...ranges, NO_TIME])}>
          Add shift
        </Button>
      </Box>
    </FormControl>
  );
});

/** Job categories as a tree: a category's children are its sub-categories (ticking one ticks the category). */
function CategoriesField({ categories }: { categories: readonly TreeNode[] }) {
  const chosen = useFormikField<number[]>('general.categories');
  const subCategories = useFormikField<number[]>('general.subCategories');
  return (
    <CategoriesView
      categories={categories}
      chosen={chosen.value}
      subCategories={subCategories.value}
      error={chosen.error}
      disabled={chosen.disabled}
      setChosen={chosen.choose}
      setSubCategories={subCategories.choose}
    />
  );
}

interface CategoriesViewProps {
  categories: readonly TreeNode[];
  chosen: number[];
  subCategories: number[];
  error: string | undefined;
  disabled: boolean;
  setChosen: (ids: number[]) => void;
  setSubCategories: (ids: number[]) => void;
}

const CategoriesView = memo(function CategoriesView({ categories, chosen, subCategories, error, disabled, setChosen, setSubCategories }: CategoriesViewProps) {
  const toggleCategory = (category: TreeNode, checked: boolean) => {
    setChosen(toggled(chosen, category.id, checked));
    if (!checked) {
      const children = new Set(category.children.map((child) => child.id));
      setSubCategories(subCategories.filter((id) => !children.has(id)));
    }
  };

  const toggleSub = (category: TreeNode, child: TreeNode, checked: boolean) => {
    setSubCategories(toggled(subCategories, child.id, checked));
    if (checked && !chosen.includes(category.id)) setChosen([...chosen, category.id]);
  };

  return (
    <FormControl component="fieldset" error={!!error} required disabled={disabled}>
      <FormLabel component="legend">Categories</FormLabel>
      <Box role="group" aria-label="Categories" sx={{ display: 'flex', flexDirection: 'column' }}>
        {categories.map((category) => (
          <Box key={category.id}>
            <FormControlLabel
              label={category.name}
              control={<Checkbox checked={chosen.includes(category.id)} onChange={(event) => toggleCategory(category, event.target.checked)} />}
            />
            {category.children.length > 0 && (
              <Box role="group" aria-label={`Sub-categories of ${category.name}`} sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
                {category.children.map((child) => (
                  <FormControlLabel
                    key={child.id}
                    label={child.name}
                    control={<Checkbox checked={subCategories.includes(child.id)} onChange={(event) => toggleSub(category, child, event.target.checked)} />}
                  />
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
