import { writeFileSync } from 'node:fs';
import { THEME_VARIABLES_FILE, themeVariablesCss } from './theme-variables';

writeFileSync(THEME_VARIABLES_FILE, themeVariablesCss());
console.log(`Wrote ${THEME_VARIABLES_FILE}`);
