/**
 * 省份 → 城市 → 区县 as three selects fed by GET /api/Divisions (the complete data set lives on the server,
 * never in a widget bundle). Bound to a react-hook-form form by field name; values are the names an address
 * stores. A municipality has one city (named like it), chosen automatically. The selects are controlled by
 * the form's values, so a prefilled address shows once its lists arrive.
 */
import { useEffect } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import type { Division } from '../../../contract/addresses';
import { FormField } from '../../../ui/form';
import { Select } from '../../../ui/select';
import { useRouteQuery } from '../use-route-query';

export interface PlaceValues {
  Province: string;
  City: string;
  District: string;
}

/** The read of a division's children (`undefined`: the provinces; null: none to read yet). */
const childrenOf = (parent: string | undefined | null) =>
  parent === null ? null : { query: { parent: parent || undefined } };

export function DivisionFields<T extends PlaceValues>({
  register,
  watch,
  setValue,
  errors,
}: {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
}) {
  // react-hook-form's generics cannot see that T has these keys: narrow once here.
  const reg = register as unknown as UseFormRegister<PlaceValues>;
  const w = watch as unknown as UseFormWatch<PlaceValues>;
  const set = setValue as unknown as UseFormSetValue<PlaceValues>;
  const errs = errors as FieldErrors<PlaceValues>;
  const province = w('Province');
  const city = w('City');
  const district = w('District');

  const provinces = useRouteQuery('GET /api/Divisions', childrenOf(undefined));
  const provinceCode = provinces.data?.find((p) => p.Name === province)?.Code ?? null;
  const cities = useRouteQuery('GET /api/Divisions', childrenOf(provinceCode));
  const cityCode = cities.data?.find((c) => c.Name === city)?.Code ?? null;
  const districts = useRouteQuery('GET /api/Divisions', childrenOf(cityCode));

  // One city only (a municipality): take it.
  useEffect(() => {
    const only = cities.data?.length === 1 ? cities.data[0]!.Name : null;
    if (only && city !== only) set('City', only, { shouldValidate: false });
  }, [cities.data, city, set]);

  const options = (list: Division[] | undefined, current: string) => {
    const names = (list ?? []).map((d) => ({ value: d.Name, label: d.Name }));
    // A value the list does not have (an old hand-typed address) stays visible until changed.
    return current && list && !list.some((d) => d.Name === current)
      ? [{ value: current, label: `${current}（请重新选择）` }, ...names]
      : names;
  };
  const required = (label: string) => ({ required: `请选择${label}` });
  const provinceField = reg('Province', required('省份'));
  const cityField = reg('City', required('城市'));
  const districtField = reg('District', required('区县'));

  return (
    <>
      <FormField label="省份" required error={errs.Province?.message}>
        <Select
          placeholder={provinces.data ? '请选择省份' : '加载中…'}
          options={options(provinces.data, province)}
          {...provinceField}
          value={province}
          onChange={(e) => {
            void provinceField.onChange(e);
            set('City', '');
            set('District', '');
          }}
        />
      </FormField>
      <FormField label="城市" required error={errs.City?.message}>
        <Select
          placeholder={provinceCode && !cities.data ? '加载中…' : '请选择城市'}
          options={options(cities.data, city)}
          {...cityField}
          value={city}
          onChange={(e) => {
            void cityField.onChange(e);
            set('District', '');
          }}
        />
      </FormField>
      <FormField label="区县" required error={errs.District?.message}>
        <Select
          placeholder={cityCode && !districts.data ? '加载中…' : '请选择区县'}
          options={options(districts.data, district)}
          {...districtField}
          value={district}
        />
      </FormField>
    </>
  );
}
