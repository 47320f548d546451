/** The 17 direction themes of spec §3, with their icon key and colour. */
export const DIRECTIONS = [
  { key: 'veterans', icon: 'veterans', color: '#8D6E63' },
  { key: 'children', icon: 'children', color: '#FFB300' },
  { key: 'animals', icon: 'animals', color: '#8BC34A' },
  { key: 'healthcare', icon: 'healthcare', color: '#E53935' },
  { key: 'intellectual', icon: 'intellectual', color: '#5E35B1' },
  { key: 'corona', icon: 'corona', color: '#00897B' },
  { key: 'culture', icon: 'culture', color: '#D81B60' },
  { key: 'disabilities', icon: 'disabilities', color: '#1E88E5' },
  { key: 'education', icon: 'education', color: '#3949AB' },
  { key: 'search-missing', icon: 'search-missing', color: '#F4511E' },
  { key: 'humansrights', icon: 'humansrights', color: '#6D4C41' },
  { key: 'nature', icon: 'nature', color: '#43A047' },
  { key: 'sportsevents', icon: 'sportsevents', color: '#FB8C00' },
  { key: 'oldergeneration', icon: 'oldergeneration', color: '#757575' },
  { key: 'urbanistics', icon: 'urbanistics', color: '#546E7A' },
  { key: 'emergency', icon: 'emergency', color: '#C62828' },
  { key: 'othedir', icon: 'othedir', color: '#26A69A' },
] as const;

export type DirectionKey = (typeof DIRECTIONS)[number]['key'];
export const DIRECTION_KEYS: readonly DirectionKey[] = DIRECTIONS.map((d) => d.key);

/** Number of decorative background variants (styling only, spec §3). */
export const BACKGROUND_VARIANTS = 30;
