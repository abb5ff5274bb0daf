import Redux
print("redux benchmark")
