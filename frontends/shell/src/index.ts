// The async boundary lets Module Federation set up the shared react/react-dom/router
// before any code that imports them runs.
void import('./bootstrap');
