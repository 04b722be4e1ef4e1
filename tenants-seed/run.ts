console.log('seed placeholder')
