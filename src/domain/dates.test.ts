import { format, isValid, parse } from 'date-fns';
import {
  ageInYears,
  defaultReportPeriod,
  formatDateBR,
  formatDateTimeBR,
  initialListFilter,
  isDateBR,
  monthsBetween,
  parseDateBR,
  toDate,
} from './dates';

describe('dd/MM/yyyy dates', () => {
  it('parse only text that round-trips exactly', () => {
    expect(parseDateBR('29/02/2024')).toEqual(new Date(2024, 1, 29));
    expect(parseDateBR('29/02/2023')).toBeNull();
    expect(parseDateBR('1/2/2024')).toBeNull();
    expect(parseDateBR('01/02/24')).toBeNull();
    expect(parseDateBR('2024-02-01')).toBeNull();
    expect(parseDateBR('')).toBeNull();
    expect(parseDateBR(null)).toBeNull();
  });

  it('accept dates from 1753 on', () => {
    expect(isDateBR('01/01/1753')).toBe(true);
    expect(isDateBR('31/12/1752')).toBe(false);
    expect(isDateBR('31/04/2024')).toBe(false);
  });

  it('read Dates, dd/MM/yyyy and ISO text, and nothing else', () => {
    expect(toDate('05/03/2024')).toEqual(new Date(2024, 2, 5));
    expect(toDate('2024-03-05')).toEqual(new Date(2024, 2, 5));
    expect(toDate(new Date(2024, 2, 5))).toEqual(new Date(2024, 2, 5));
    expect(toDate(new Date(NaN))).toBeNull();
    expect(toDate('amanhã')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });

  it('format dates and date-times, empty for nothing', () => {
    expect(formatDateBR(new Date(2024, 2, 5, 14, 7))).toBe('05/03/2024');
    expect(formatDateTimeBR(new Date(2024, 2, 5, 14, 7))).toBe('05/03/2024 14:07');
    expect(formatDateTimeBR('2024-03-05T09:30:00')).toBe('05/03/2024 09:30');
    expect(formatDateBR(null)).toBe('');
    expect(formatDateTimeBR('x')).toBe('');
  });
});

describe('ageInYears', () => {
  const today = new Date(2024, 5, 15);

  it('counts whole years, turning on the birthday', () => {
    expect(ageInYears('15/06/1960', today)).toBe(64);
    expect(ageInYears('16/06/1960', today)).toBe(63);
    expect(ageInYears(new Date(1975, 0, 1), today)).toBe(49);
  });

  it('never goes below zero for a birth date in the future', () => {
    expect(ageInYears('01/01/2030', today)).toBe(0);
  });

  it('gives null when there is no valid birth date', () => {
    expect(ageInYears(null, today)).toBeNull();
  });
});

describe('monthsBetween', () => {
  it('counts whole months of permanence', () => {
    expect(monthsBetween('15/01/2020', '14/03/2020')).toBe(1);
    expect(monthsBetween('15/01/2020', '15/03/2020')).toBe(2);
    expect(monthsBetween('2019-01-01', new Date(2024, 0, 1))).toBe(60);
  });

  it('never goes below zero and is null without both dates', () => {
    expect(monthsBetween('15/03/2020', '15/01/2020')).toBe(0);
    expect(monthsBetween(null, '15/01/2020')).toBeNull();
    expect(monthsBetween('15/01/2020', null)).toBeNull();
  });
});

describe('default periods', () => {
  it('default the report period to the previous calendar month', () => {
    expect(defaultReportPeriod(new Date(2024, 2, 15))).toEqual({
      dataInicio: '01/02/2024',
      dataFim: '29/02/2024',
    });
    expect(defaultReportPeriod(new Date(2024, 0, 1))).toEqual({
      dataInicio: '01/12/2023',
      dataFim: '31/12/2023',
    });
  });

  it('open lists on creation dates from 90 days ago to today, with no unit', () => {
    expect(initialListFilter(new Date(2024, 2, 31))).toEqual({
      unidade: '',
      dataCriacaoMin: '01/01/2024',
      dataCriacaoMax: '31/03/2024',
    });
  });
});

describe("dd/MM/yyyy read and written as date-fns's format and parse do", () => {
  const asDateFnsParses = (text: string) => {
    const date = parse(text, 'dd/MM/yyyy', new Date(2000, 0, 1));
    return isValid(date) && format(date, 'dd/MM/yyyy') === text ? date : null;
  };

  it('writes dates from year 1 to 2100 and hours across 2024 the same', () => {
    const moments: Date[] = [];
    const day = new Date(2000, 0, 1);
    day.setFullYear(1, 0, 1);
    while (day.getFullYear() < 2101) {
      moments.push(new Date(day));
      day.setFullYear(day.getFullYear(), day.getMonth(), day.getDate() + 389);
    }
    for (let n = 0; n < 366 * 24; n += 13) moments.push(new Date(2024, 0, 1, n, n % 60));
    expect(moments.map((m) => [formatDateBR(m), formatDateTimeBR(m)])).toEqual(
      moments.map((m) => [format(m, 'dd/MM/yyyy'), format(m, 'dd/MM/yyyy HH:mm')]),
    );
    const bc = new Date(2000, 5, 1);
    bc.setFullYear(-44);
    expect(formatDateBR(bc)).toBe(format(bc, 'dd/MM/yyyy'));
    // An invalid date is refused the same way.
    expect(() => format(new Date(Number.NaN), 'dd/MM/yyyy')).toThrow(RangeError);
    expect(() => initialListFilter(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([
    '01/01/2020',
    '29/02/2024',
    '29/02/1900',
    '29/02/2000',
    '31/12/9999',
    '01/01/0001',
    '15/06/0099',
    '01/01/0000',
    '00/01/2020',
    '32/01/2020',
    '31/04/2020',
    '01/00/2020',
    '01/13/2020',
    '1/01/2020',
    '01/1/2020',
    '01/01/202',
    '01/01/20200',
    ' 01/01/2020',
    '01/01/2020 ',
    '01-01-2020',
    '01/01/2020 10:00',
    'aa/bb/cccc',
    '+1/01/2020',
  ])('reads %j as date-fns does', (text) => {
    expect(parseDateBR(text)).toEqual(asDateFnsParses(text));
  });
});
