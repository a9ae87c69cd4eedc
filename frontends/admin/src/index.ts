// The async boundary lets Module Federation negotiate the shared React before any of it runs.
void import('./bootstrap');
