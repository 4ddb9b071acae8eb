import { useEffect, type ReactNode } from 'react';
import { Field, inputClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { toastFailure } from '../../../lib/toast-failure';
import {
  useContactSearchCitiesQuery,
  useContactSearchCountriesQuery,
  useContactSearchStatesQuery,
} from '../contact-search.api';
import { COMPANY_SIZES, type CompanySearchForm } from '../contact-search-rules';

type Place = Pick<CompanySearchForm, 'country' | 'state' | 'city' | 'companySize'>;

interface LocationFieldsProps {
  idPrefix: string;
  value: Place;
  onChange: (place: Place) => void;
}

function Select({
  id,
  value,
  disabled,
  describedBy,
  onChange,
  children,
}: {
  id: string;
  value: string;
  disabled?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      className={cn(inputClasses, 'disabled:cursor-not-allowed disabled:opacity-60')}
    >
      {children}
    </select>
  );
}

/** Country, State/Province, City and Company Size; a city is chosen within a state (outreach.md §2). */
export function LocationFields({ idPrefix, value, onChange }: LocationFieldsProps) {
  const countries = useContactSearchCountriesQuery();
  const states = useContactSearchStatesQuery(value.country);
  const cities = useContactSearchCitiesQuery(
    { country: value.country, state: value.state },
    { skip: !value.state },
  );

  const { isError: statesFailed, error: statesError, refetch: refetchStates } = states;
  useEffect(() => {
    if (statesFailed) toastFailure('Failed to load states', statesError, () => void refetchStates());
  }, [statesFailed, statesError, refetchStates]);
  const { isError: citiesFailed, error: citiesError, refetch: refetchCities } = cities;
  useEffect(() => {
    if (citiesFailed) toastFailure('Failed to load cities', citiesError, () => void refetchCities());
  }, [citiesFailed, citiesError, refetchCities]);

  // The chosen value stays listed while its list loads or when the list failed.
  const withCurrent = (list: readonly string[] | undefined, current: string) =>
    current && !list?.includes(current) ? [current, ...(list ?? [])] : (list ?? []);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={id('country')} label="Country">
        <Select
          id={id('country')}
          value={value.country}
          onChange={(country) => onChange({ ...value, country, state: '', city: '' })}
        >
          {withCurrent(countries.data, value.country).map((country) => (
            <option key={country}>{country}</option>
          ))}
        </Select>
      </Field>
      <Field id={id('state')} label="State/Province">
        <Select
          id={id('state')}
          value={value.state}
          onChange={(state) => onChange({ ...value, state, city: '' })}
        >
          <option value="">Any state</option>
          {withCurrent(states.data, value.state).map((state) => (
            <option key={state}>{state}</option>
          ))}
        </Select>
      </Field>
      <Field id={id('city')} label="City" hint={value.state ? undefined : 'Choose a state first.'}>
        <Select
          id={id('city')}
          value={value.city}
          disabled={!value.state}
          describedBy={value.state ? undefined : `${id('city')}-hint`}
          onChange={(city) => onChange({ ...value, city })}
        >
          <option value="">Any city</option>
          {withCurrent(value.state ? cities.data : [], value.city).map((city) => (
            <option key={city}>{city}</option>
          ))}
        </Select>
      </Field>
      <Field id={id('size')} label="Company Size">
        <Select
          id={id('size')}
          value={value.companySize}
          onChange={(size) =>
            onChange({ ...value, companySize: COMPANY_SIZES.find((known) => known === size) ?? '' })
          }
        >
          <option value="">Any size</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} employees
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
