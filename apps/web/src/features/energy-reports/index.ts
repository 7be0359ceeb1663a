// What other screens use of the energy reports: the home page's curves.
export { HomeEnergyCurves } from './components/HomeEnergyCurves';
