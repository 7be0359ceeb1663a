// What other features use of alarms: the home card and the station detail's alarm tab.
export { HomeAlarmCard } from './components/HomeAlarmCard';
export { StationAlarmTab } from './components/StationAlarmTab';
