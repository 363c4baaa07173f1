export { menuIcon } from './MenuIcon';
export { iconComponentOf, iconNameOf } from './icon-names';
export { loadIcons, type IconMap } from './load-icons';
