import { displayCountry } from '@bar/domain/countries';
import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { countryChartOf, currentMonth, type MonthCountryCount, OTHER_COUNTRIES } from './chartData.ts';

const PALETTE = ['#0ca678', '#1c7ed6', '#f59f00', '#ae3ec9', '#e8590c', '#868e96'];

function monthLabel(month: string, locale: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** A stacked bar per month, one colour per country (the smaller ones summed as "other"). */
export function InquiriesByCountryChart({ entries }: { entries: MonthCountryCount[] }) {
  const { t, i18n } = useTranslation();
  const { rows, countries } = countryChartOf(entries, currentMonth(), PALETTE.length);
  if (rows.length === 0) {
    return (
      <Center h={280}>
        <Text c="dimmed" size="sm">
          {t('admin.dashboard.noInquiriesYet')}
        </Text>
      </Center>
    );
  }
  // Series are codes ("DE"), named in the reader's language.
  const seriesName = (country: string) =>
    country === OTHER_COUNTRIES ? t('admin.dashboard.otherCountries') : displayCountry(country, i18n.language);
  return (
    <div data-testid="inquiries-chart" style={{ width: '100%', height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e9ecef" />
          <XAxis dataKey="month" tickFormatter={(month: string) => monthLabel(month, i18n.language)} fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip labelFormatter={(month) => monthLabel(String(month), i18n.language)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {countries.map((country, index) => (
            <Bar
              key={country}
              dataKey={country}
              name={seriesName(country)}
              stackId="countries"
              fill={PALETTE[index % PALETTE.length]}
              maxBarSize={40}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
