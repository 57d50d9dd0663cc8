// The entry scripts/build/early-press-script.ts builds into the inline <script> of every page.
import { captureEarlyPresses } from './capture-early-presses';

captureEarlyPresses(window);
