import { useEffect } from 'react';
import { Box, Button, FormControlLabel, IconButton, Stack, Checkbox, Radio, RadioGroup, FormGroup } from '@dutylink/mui';
import { TextField, FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { Grid } from '@dutylink/mui/more';
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
  type TreeNode,
} from '@dutylink/contracts';
import { CheckboxGroupField } from '@dutylink/design-system';
import { toggled, useJobForm } from './job-editor-context';

/** Step 1 (#0): General information. */
export function GeneralStep({ data }: { data: JobEditableResponse }) {
  const { form, values, disabled, errorOf, set } = useJobForm();
  const general = values.general;

  const text = (name: keyof typeof general & string, label: string, maxLength: number, extra: { required?: boolean; multiline?: boolean; helper?: string } = {}) => {
    const path = `general.${name}`;
    const error = errorOf(path);
    return (
      <TextField
        name={path}
        label={label}
        value={(general[name] as string | null) ?? ''}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!error}
        helperText={error ?? extra.helper}
        required={extra.required}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength } }}
      />
    );
  };

  const date = (name: 'from' | 'to', label: string) => {
    const path = `general.${name}`;
    const error = errorOf(path);
    return (
      <TextField
        type="date"
        name={path}
        label={label}
        value={general[name] ?? ''}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!error}
        helperText={error}
        required
        disabled={disabled}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  };

  const specializationsError = errorOf('general.specializations');
  const daysError = errorOf('general.days');
  const shiftError = errorOf('general.shift');
  const timeRangeError = errorOf('general.timeRange');
  // Only the weekdays the dates contain are offered (a one-day job: its own); days the dates left are dropped.
  const weekDays = jobWeekDays(general);
  const allDays = weekDays.every((day) => general.days.includes(day));
  const daysOutside = general.days.filter((day) => !weekDays.includes(day));
  useEffect(() => {
    if (daysOutside.length > 0 && !disabled) void form.setFieldValue('general.days', general.days.filter((day) => weekDays.includes(day)));
  });
  const descriptionLeft = JOB_LIMITS.description - general.description.length;

  return (
    <Stack spacing={3}>
      {text('title', 'Title', JOB_LIMITS.title, { required: true })}

      <CheckboxGroupField
        label="Specializations"
        options={data.specializations}
        selected={general.specializations}
        onChange={(ids) => set('general.specializations', ids)}
        error={specializationsError}
        required
        disabled={disabled}
        row
      />

      <FormControl disabled={disabled} required>
        <FormLabel id="job-period-label">Period</FormLabel>
        <RadioGroup
          row
          name="general.periodType"
          aria-labelledby="job-period-label"
          value={String(general.periodType)}
          onChange={(event) => set('general.periodType', Number(event.target.value))}
        >
          {JOB_PERIOD_TYPES.map((type) => (
            <FormControlLabel key={type} value={String(type)} control={<Radio />} label={JOB_PERIOD_TYPE_LABEL[type]} />
          ))}
        </RadioGroup>
      </FormControl>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{date('from', 'From')}</Grid>
        {general.periodType === JobPeriodType.Range && <Grid size={{ xs: 12, sm: 6 }}>{date('to', 'To')}</Grid>}
      </Grid>

      <FormControl component="fieldset" error={!!daysError} required disabled={disabled}>
        <FormLabel component="legend">Days</FormLabel>
        <FormControlLabel
          label="Select all"
          control={
            <Checkbox
              checked={allDays}
              indeterminate={!allDays && general.days.length > 0}
              onChange={(event) => set('general.days', event.target.checked ? [...weekDays] : [])}
            />
          }
        />
        <FormGroup row role="group" aria-label="Days of the week">
          {weekDays.map((day) => (
            <FormControlLabel
              key={day}
              label={WEEK_DAY_LABEL[day]}
              control={
                <Checkbox
                  checked={general.days.includes(day)}
                  onChange={(event) => set('general.days', toggled(general.days, day, event.target.checked))}
                />
              }
            />
          ))}
        </FormGroup>
        {daysError && <FormHelperText>{daysError}</FormHelperText>}
      </FormControl>

      <TextField
        select
        id="job-shift"
        name="general.shift"
        label="Shift"
        value={String(general.shift)}
        onChange={(event) => {
          const shift = Number(event.target.value);
          set('general.shift', shift);
          if (shift === Shift.Other && general.timeRange.length === 0) void form.setFieldValue('general.timeRange', [{ from: '', to: '' }]);
        }}
        error={!!shiftError}
        helperText={shiftError}
        required
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {SHIFTS.map((shift) => (
          <option key={shift} value={String(shift)}>
            {SHIFT_LABEL[shift]}
          </option>
        ))}
      </TextField>

      {general.shift === Shift.Other && (
        <FormControl component="fieldset" error={!!timeRangeError} disabled={disabled}>
          <FormLabel component="legend">Varied shifts</FormLabel>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {general.timeRange.map((range, index) => (
              <Stack key={index} direction="row" spacing={2} role="group" aria-label={`Shift ${index + 1}`} sx={{ alignItems: 'flex-start' }}>
                {(['from', 'to'] as const).map((part) => {
                  const path = `general.timeRange[${index}].${part}`;
                  const error = errorOf(path);
                  return (
                    <TextField
                      key={part}
                      type="time"
                      name={path}
                      label={part === 'from' ? 'From' : 'To'}
                      value={range[part]}
                      onChange={form.handleChange}
                      onBlur={form.handleBlur}
                      error={!!error}
                      helperText={error}
                      required
                      disabled={disabled}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  );
                })}
                <IconButton
                  aria-label={`Remove shift ${index + 1}`}
                  disabled={disabled}
                  onClick={() => set('general.timeRange', general.timeRange.filter((_, i) => i !== index))}
                >
                  ×
                </IconButton>
              </Stack>
            ))}
          </Stack>
          {timeRangeError && <FormHelperText>{timeRangeError}</FormHelperText>}
          <Box sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              disabled={disabled || general.timeRange.length >= JOB_LIMITS.timeRanges}
              onClick={() => set('general.timeRange', [...general.timeRange, { from: '', to: '' }])}
            >
              Add shift
            </Button>
          </Box>
        </FormControl>
      )}

      <FormControl disabled={disabled}>
        <FormLabel id="job-sex-label">Sex</FormLabel>
        <RadioGroup
          row
          name="general.sex"
          aria-labelledby="job-sex-label"
          value={String(general.sex)}
          onChange={(event) => set('general.sex', Number(event.target.value))}
        >
          {SEXES.map((sex) => (
            <FormControlLabel key={sex} value={String(sex)} control={<Radio />} label={SEX_LABEL[sex]} />
          ))}
        </RadioGroup>
      </FormControl>

      {text('description', 'Description', JOB_LIMITS.description, {
        multiline: true,
        helper: `${descriptionLeft} ${descriptionLeft === 1 ? 'character' : 'characters'} left`,
      })}

      <CategoriesField categories={data.categories} />

      {general.categories.includes(OTHER_CATEGORY_ID) && text('otherCategory', 'Other category', JOB_LIMITS.otherCategory, { required: true })}
    </Stack>
  );
}

/** Job categories as a tree: a category's children are its sub-categories (ticking one ticks the category). */
function CategoriesField({ categories }: { categories: readonly TreeNode[] }) {
  const { values, disabled, errorOf, set } = useJobForm();
  const { categories: chosen, subCategories } = values.general;
  const error = errorOf('general.categories');

  const toggleCategory = (category: TreeNode, checked: boolean) => {
    set('general.categories', toggled(chosen, category.id, checked));
    if (!checked) {
      const children = new Set(category.children.map((child) => child.id));
      set('general.subCategories', subCategories.filter((id) => !children.has(id)));
    }
  };

  const toggleSub = (category: TreeNode, child: TreeNode, checked: boolean) => {
    set('general.subCategories', toggled(subCategories, child.id, checked));
    if (checked && !chosen.includes(category.id)) set('general.categories', [...chosen, category.id]);
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
                    control={
                      <Checkbox
                        checked={subCategories.includes(child.id)}
                        onChange={(event) => toggleSub(category, child, event.target.checked)}
                      />
                    }
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
}
