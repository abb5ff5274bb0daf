import Mustache
print("mustache benchmark")
