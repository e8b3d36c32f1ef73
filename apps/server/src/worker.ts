// The worker entry point exists so deployments can already name it; it has nothing to run yet.
console.error('No background jobs yet: jobs arrive with the quotes/PDF feature.');
process.exit(1);
